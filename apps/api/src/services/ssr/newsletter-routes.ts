import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NewsletterBody, NewsletterSubscriptionsResponse, NewsletterUnsubscribeLinkResponse, SiteCode, SuccessResponse, UnsubscribeToken } from '@ironhouse/contracts'
import { noStore } from '../../plugins/cache.ts'
import * as service from './newsletter-service.ts'
import { acceptFormBodies } from '../../lib/form-body.ts'

const TokenParams = z.object({ token: UnsubscribeToken })
const SiteParams = z.object({ siteCode: z.string().max(8).transform((code) => code.toUpperCase()).pipe(SiteCode) })

/** Newsletter lists (shell §3, §7): subscribe and unsubscribe rows, and the account's subscriptions. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/newsletters/site/:siteCode/subscriptions',
    { schema: { params: SiteParams, response: { 200: NewsletterSubscriptionsResponse } } },
    async (request, reply) => {
      const session = await request.requireCustomer()
      noStore(reply)
      return { emailListIds: await service.subscriptionsOf(app.db, session.customerId, request.params.siteCode) }
    },
  )

  app.post('/newsletters/subscribe', { schema: { body: NewsletterBody, response: { 200: SuccessResponse } } }, async (request, reply) => {
    const session = await request.getSession()
    const site = request.site.code
    await service.subscribe(app.db, { siteCode: site, customerId: session?.customerId ?? null, origin: app.siteBaseUrl(site), apiOrigin: app.publicOrigin(site) }, request.body)
    noStore(reply)
    return { success: true as const }
  })

  app.post('/newsletters/unsubscribe', { schema: { body: NewsletterBody, response: { 200: SuccessResponse } } }, async (request, reply) => {
    noStore(reply)
    // a mail's unsubscribe link stands for the address it was sent to: no session needed
    if (request.body.token !== undefined) {
      await service.unsubscribeWithToken(app.db, request.body.token, request.body)
      return { success: true as const }
    }
    const session = await request.requireCustomer()
    await service.unsubscribe(app.db, { siteCode: request.site.code, customerId: session.customerId }, request.body)
    return { success: true as const }
  })

  app.get(
    '/newsletters/unsubscribe/:token',
    { schema: { params: TokenParams, response: { 200: NewsletterUnsubscribeLinkResponse } } },
    async (request, reply) => {
      noStore(reply)
      return service.unsubscribeLink(app.db, request.params.token)
    },
  )

  // RFC 8058: a mail program posts `List-Unsubscribe=One-Click` as a form; the token is the credential
  acceptFormBodies(app)
  app.post('/newsletters/unsubscribe/:token/one-click', { schema: { params: TokenParams, response: { 200: SuccessResponse } } }, async (request, reply) => {
    noStore(reply)
    await service.unsubscribeOneClick(app.db, request.params.token)
    return { success: true as const }
  })
}
