import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  PushNotificationsQuery,
  PushNotificationsResponse,
  PushPreferencesBody,
  PushPreferencesResponse,
  PushReadBody,
  PushReadResponse,
} from '@ironhouse/contracts'
import { noStore } from '../../plugins/cache.ts'
import * as service from './service.ts'

/** /svc_push (platform §7): the signed-in customer's notification preferences and inbox; 401 for a guest. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/preferences', { schema: { response: { 200: PushPreferencesResponse } } }, async (request, reply) => {
    noStore(reply)
    const { customerId } = await request.requireCustomer()
    return service.preferencesOf(app.db, customerId)
  })

  app.put('/preferences', { schema: { body: PushPreferencesBody, response: { 200: PushPreferencesResponse } } }, async (request, reply) => {
    noStore(reply)
    const { customerId } = await request.requireCustomer()
    return service.choosePreferences(app.db, customerId, request.body.preferences)
  })

  app.get('/notifications', { schema: { querystring: PushNotificationsQuery, response: { 200: PushNotificationsResponse } } }, async (request, reply) => {
    noStore(reply)
    const { customerId } = await request.requireCustomer()
    return service.notificationsOf(app.db, customerId, request.query)
  })

  app.post('/notifications/read', { schema: { body: PushReadBody, response: { 200: PushReadResponse } } }, async (request, reply) => {
    noStore(reply)
    const { customerId } = await request.requireCustomer()
    return service.readNotifications(app.db, customerId, request.body)
  })
}
