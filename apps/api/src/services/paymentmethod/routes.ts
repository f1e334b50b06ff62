import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParam, PlainText } from '@ironhouse/contracts'
import { SITES } from '@ironhouse/domain'
import type { PaymentProvider } from './providers/payment-provider.ts'
import { addCard, availableMethods, changeCard, removeCard } from './service.ts'

const MethodsQuery = z.object({
  country: PlainText.pipe(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'country must be a two-letter code')).optional(),
  locale: PlainText.pipe(z.string().max(20)).optional(),
  storeId: z.string().max(10).optional(),
})
const Id = z.object({ id: IdParam })
const AddressId = z.number().int().positive().max(2_147_483_647).nullable()
const PutMethod = z.object({ paymentMethod: z.object({ storedPaymentMethodId: z.coerce.number().int().positive().max(2_147_483_647), isDefault: z.boolean().optional(), billingAddressId: AddressId.optional() }) })
const NewCard = z.object({ token: z.string().min(1).max(100), isDefault: z.boolean().optional(), billingAddressId: AddressId.optional() })
const CardChange = z.object({ isDefault: z.boolean().optional(), billingAddressId: AddressId.optional() })

/** commerce §7 /svc_paymentmethod/methods and shell §7 /svc_customer/customer/credit-cards. */
export const paymentMethodRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (app, options) => {
  const now = () => app.sessions.now()
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })

  app.get('/svc_paymentmethod/methods', { schema: { querystring: MethodsQuery } }, async (request) => {
    const session = await request.getSession()
    // without a ship-to country, the site's own (the EUR site's is Ireland)
    const country = request.query.country ?? SITES[request.site.code].defaultCountry
    return availableMethods(app.db, request.site.code, country, session?.customerId ?? null, now())
  })

  app.put('/svc_paymentmethod/methods', { schema: { body: PutMethod } }, async (request) => {
    const session = await request.requireCustomer()
    const { storedPaymentMethodId, ...change } = request.body.paymentMethod
    return changeCard(app.db, session.customerId, storedPaymentMethodId, change, now())
  })

  app.delete('/svc_paymentmethod/methods/:id', { schema: { params: Id } }, async (request) => {
    const session = await request.requireCustomer()
    await removeCard(app.db, session.customerId, request.params.id)
    return { ok: true }
  })

  app.get('/svc_customer/customer/credit-cards', async (request) => {
    const session = await request.requireCustomer()
    const { storedPaymentMethods } = await availableMethods(app.db, request.site.code, 'US', session.customerId, now())
    return { credit_cards: storedPaymentMethods.map((card) => ({ _id: card.storedPaymentMethodId, ...card })) }
  })

  app.post('/svc_customer/customer/credit-cards', { schema: { body: NewCard } }, async (request) => {
    const session = await request.requireCustomer()
    const card = await addCard(app.db, options.payments, session.customerId, request.body, now())
    return { success: true, card: { _id: card.storedPaymentMethodId, ...card } }
  })

  app.put('/svc_customer/customer/credit-cards/:id', { schema: { params: Id, body: CardChange } }, async (request) => {
    const session = await request.requireCustomer()
    await changeCard(app.db, session.customerId, request.params.id, request.body, now())
    return { success: true }
  })

  app.delete('/svc_customer/customer/credit-cards/:id', { schema: { params: Id } }, async (request) => {
    const session = await request.requireCustomer()
    await removeCard(app.db, session.customerId, request.params.id)
    return { success: true }
  })
}
