import type { FastifyPluginAsync } from 'fastify'
import { listRoutes } from './routes.ts'
import { mergeGuestLists } from './service.ts'

/** /svc_list: carts, save for later, buy now, wishlists and registries (commerce §4, §7). */
export const listService: FastifyPluginAsync = async (app) => {
  // commerce §4: a guest who signs in keeps what they collected, merged once into the account
  app.onSignIn((tx, identity) => mergeGuestLists(tx, identity, new Date()))
  await app.register(listRoutes, { prefix: '/svc_list' })
}
