import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CaptchaChallengeQuery, CaptchaChallengeResponse, type CaptchaAction } from '@ironhouse/contracts'
import { toAppError } from '../../lib/app-errors.ts'
import { noStore } from '../../plugins/cache.ts'
import { isFeatureOnForStore } from '../features/public.ts'
import type { CaptchaVerifier } from './providers/captcha-verifier.ts'

/** The request header of the captcha token (the storefront's api client sends it; platform §7). */
export const CAPTCHA_HEADER = 'x-captcha-token'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Refuses the call with 400 captcha_failed unless it carries a good token for `action` — when the
     * recaptcha_enterprise flag is on for the request's store (platform §6, §7). The token is the
     * body's `captcha` field, else the x-captcha-token header.
     */
    requireCaptcha: (request: FastifyRequest, action: CaptchaAction, bodyToken: string | undefined) => Promise<void>
  }
}

export type CaptchaOptions = { verifier: CaptchaVerifier }

function captchaRequired(verifier: CaptchaVerifier, storeId: number): boolean {
  return verifier.kind !== 'off' && isFeatureOnForStore('recaptcha_enterprise', storeId)
}

const captchaRoutes: FastifyPluginAsyncZod<CaptchaOptions> = async (app, { verifier }) => {
  // ours (docs/decisions/005): a fresh challenge for one action; answers { required: false } when the
  // store checks no captcha. Never starts a session.
  app.get(
    '/captcha',
    { schema: { querystring: CaptchaChallengeQuery, response: { 200: CaptchaChallengeResponse } } },
    async (request, reply) => {
      noStore(reply)
      const challenge = captchaRequired(verifier, request.site.storeId) ? verifier.challenge(request.query.action) : null
      return challenge ? { required: true as const, challenge } : { required: false as const }
    },
  )
}

/** The captcha: app.requireCaptcha for the protected calls and the challenge route. */
export const captchaService = fp<CaptchaOptions>(
  async (app, options) => {
    const { verifier } = options
    app.decorate('requireCaptcha', async (request: FastifyRequest, action: CaptchaAction, bodyToken: string | undefined) => {
      if (!captchaRequired(verifier, request.site.storeId)) return
      const header = request.headers[CAPTCHA_HEADER]
      const token = bodyToken || (typeof header === 'string' ? header : '')
      const verdict = await verifier.verify(token, action)
      if (verdict.ok) return
      request.log.info({ action, reason: verdict.reason }, 'captcha refused')
      throw toAppError({ code: 'CAPTCHA_FAILED' })
    })
    await app.register(captchaRoutes, { prefix: '/svc_session', verifier })
  },
  { name: 'captcha' },
)
