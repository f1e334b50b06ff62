import type { FastifyPluginAsync } from 'fastify'
import { giftCardRoutes } from './routes.ts'
import { ensureDemoGiftCards } from './service.ts'

/** /svc_gc: gift card balances; placement spends and refunds them through public.ts. */
export const giftCardService: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    await ensureDemoGiftCards(app.db)
  })
  await app.register(giftCardRoutes, { prefix: '/svc_gc' })
}
