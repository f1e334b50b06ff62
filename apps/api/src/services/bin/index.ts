import type { FastifyPluginAsync } from 'fastify'
import { siteCodeOfStore } from '@ironhouse/domain'
import { binRoutes } from './routes.ts'
import { claimGuestBins } from './repo.ts'
import { sweepBackInStock } from './service.ts'

export type BinServiceOptions = {
  /** How often waiting sign-ups are checked against stock (BIN_SWEEP_INTERVAL_MS); 0 turns the sweep off. */
  sweepIntervalMs?: number | undefined
}

/** /svc_bin: notify-me sign-ups and their back-in-stock mail (shell §3, §5, §7). */
export const binService: FastifyPluginAsync<BinServiceOptions> = async (app, options) => {
  await app.register(binRoutes, { prefix: '/svc_bin' })
  // a guest's sign-ups follow the shopper into the account they sign in to (shell §4: login loads the bins)
  app.onSignIn((tx, { guestId, customerId }) => claimGuestBins(tx, guestId, customerId))
  const every = options.sweepIntervalMs ?? 0
  if (every <= 0) return
  const siteBaseUrlOf = (storeId: number) => app.siteBaseUrl(siteCodeOfStore(storeId))
  const timer = setInterval(() => {
    sweepBackInStock(app.db, { siteBaseUrlOf }).catch((error: unknown) => app.log.warn({ err: error }, 'back-in-stock sweep failed'))
  }, every)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
