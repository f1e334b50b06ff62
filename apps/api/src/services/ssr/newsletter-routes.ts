import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NewsletterBody, NewsletterSubscriptionsResponse, SiteCode, SuccessResponse } from '@ironhouse/contracts'
import { noStore } from '../../plugins/cache.ts'
import * as service from './newsletter-service.ts'

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
    await service.subscribe(app.db, { siteCode: request.site.code, customerId: session?.customerId ?? null, origin: app.siteBaseUrl(request.site.code) }, request.body)
    noStore(reply)
    return { success: true as const }
  })

  app.post('/newsletters/unsubscribe', { schema: { body: NewsletterBody, response: { 200: SuccessResponse } } }, async (request, reply) => {
    const session = await request.requireCustomer()
    await service.unsubscribe(app.db, { siteCode: request.site.code, customerId: session.customerId }, request.body)
    noStore(reply)
    return { success: true as const }
  })
}
