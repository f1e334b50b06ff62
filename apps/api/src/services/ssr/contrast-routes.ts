import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { COOKIE_LIFETIME_DAYS, HIGH_CONTRAST_COOKIE, HIGH_CONTRAST_ON } from '@ironhouse/domain'
import { acceptFormBodies } from '../../lib/form-body.ts'
import { noStore } from '../../plugins/cache.ts'

/** The footer's toggle posts the scheme it asks for (shell §9 high contrast). */
export const HighContrastBody = z.object({
  highContrast: z.enum(['on', 'off'], { message: "highContrast must be 'on' or 'off'" }),
})

/**
 * Where the shopper goes back to: the path and query of the page the form was on (its Referer), never
 * another origin; the home page when the browser sent none.
 */
export function backTo(referer: string | undefined): string {
  if (!referer) return '/'
  try {
    const { pathname, search } = new URL(referer)
    return pathname.startsWith('//') || pathname.startsWith('/\\') ? '/' : `${pathname}${search}`
  } catch {
    return '/'
  }
}

/**
 * POST /svc_ssr/high-contrast (shell §9): a plain form post from the footer, so the toggle needs no
 * script on any page. Sets the highContrast cookie for 365 days (on) or removes it (off) and sends the
 * browser back to its page with 303; the page is then rendered with the shopper's scheme on <html>
 * (the cookie is part of the page cache's shopper class, decision 006).
 */
export const contrastRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app)
  app.post('/high-contrast', { schema: { body: HighContrastBody } }, async (request, reply) => {
    noStore(reply)
    const cookie = { path: '/', sameSite: 'lax', secure: request.protocol === 'https' } as const
    if (request.body.highContrast === 'on') {
      reply.setCookie(HIGH_CONTRAST_COOKIE, HIGH_CONTRAST_ON, { ...cookie, maxAge: COOKIE_LIFETIME_DAYS.highContrast * 86_400 })
    } else {
      reply.clearCookie(HIGH_CONTRAST_COOKIE, cookie)
    }
    return reply.redirect(backTo(request.headers.referer), 303)
  })
}
