import type { FastifyPluginAsync } from 'fastify'
import { listOperatorRoutes } from './operator.ts'
import { listRoutes } from './routes.ts'
import { mergeGuestLists } from './service.ts'

export type ListOptions = {
  /** Bearer token of the staff quote calls under /svc_list/operator (OPERATOR_TOKEN); absent: they answer 404. */
  operatorToken?: string | undefined
}

/** /svc_list: carts, save for later, buy now, wishlists and registries (commerce §4, §7). */
export const listService: FastifyPluginAsync<ListOptions> = async (app, options) => {
  // commerce §4: a guest who signs in keeps what they collected, merged once into the account
  app.onSignIn((tx, identity) => mergeGuestLists(tx, identity, new Date()))
  await app.register(listRoutes, { prefix: '/svc_list' })
  await app.register(listOperatorRoutes, { prefix: '/svc_list/operator', token: options.operatorToken })
}
