import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CatalogBrandsResponse,
  EquippedGymsQuery,
  EquippedGymsResponse,
  GymReviewParams,
  GymReviewRequest,
  GymSubmissionRequest,
  GymSubmissionResponse,
  MyGymsResponse,
  PendingGymsResponse,
} from '@ironhouse/contracts'
import { isEquippedGymsEnabled } from '@ironhouse/domain'
import { AppError } from '../../lib/app-errors.ts'
import { operatorGuard } from '../../lib/operator-auth.ts'
import { CACHE_SECONDS, cacheFor, noStore } from '../../plugins/cache.ts'
import { isFeatureOnForStore } from '../features/public.ts'
import { listBrands, listGyms, listMyGyms, listPendingGyms, reviewGym, submitGym } from './service.ts'

/** GET /svc_content/catalog/brands: the brands of the catalogue, for the brand pages (shell §2 /{brand}-catalog). */
export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/catalog/brands', { schema: { response: { 200: CatalogBrandsResponse } } }, async (_request, reply) => {
    cacheFor(reply, CACHE_SECONDS.category)
    return { brands: await listBrands(app.db) }
  })
}

/**
 * /svc_content/gyms (docs/api.md "Brands and equipped gyms"): the map of gyms equipped with a brand's
 * gear, behind enable_gym_map, and a customer's own gyms, added while enable_gym_add is on.
 */
export const gymRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireMap = (storeId: number) => {
    if (!isEquippedGymsEnabled(isFeatureOnForStore('enable_gym_map', storeId))) throw new AppError('not_found', 'The gym map is not available')
  }

  app.get('/gyms', { schema: { querystring: EquippedGymsQuery, response: { 200: EquippedGymsResponse } } }, async (request, reply) => {
    requireMap(request.site.storeId)
    cacheFor(reply, CACHE_SECONDS.category)
    return listGyms(app.db, request.query.brand)
  })

  app.get('/gyms/mine', { schema: { response: { 200: MyGymsResponse } } }, async (request, reply) => {
    const session = await request.requireCustomer()
    noStore(reply)
    return { gyms: await listMyGyms(app.db, session.customerId) }
  })

  app.post('/gyms', { schema: { body: GymSubmissionRequest, response: { 201: GymSubmissionResponse } } }, async (request, reply) => {
    const { storeId } = request.site
    requireMap(storeId)
    if (!isFeatureOnForStore('enable_gym_add', storeId)) throw new AppError('not_found', 'Adding a gym to the map is not open')
    const session = await request.requireCustomer()
    noStore(reply)
    const gym = await submitGym(app.db, session.customerId, request.body, new Date())
    return reply.code(201).send({ gym })
  })
}

/** The operator's review of the gyms customers add (Authorization: Bearer $OPERATOR_TOKEN). */
export const gymOperatorRoutes: FastifyPluginAsyncZod<{ token: string | undefined }> = async (app, options) => {
  const requireOperator = operatorGuard(options.token)
  app.get('/gyms/pending', { preHandler: requireOperator, schema: { response: { 200: PendingGymsResponse } } }, async (_request, reply) => {
    noStore(reply)
    return { gyms: await listPendingGyms(app.db) }
  })
  app.post(
    '/gyms/:id/review',
    { preHandler: requireOperator, schema: { params: GymReviewParams, body: GymReviewRequest, response: { 200: GymSubmissionResponse } } },
    async (request, reply) => {
      noStore(reply)
      return { gym: await reviewGym(app.db, request.params.id, request.body, new Date()) }
    },
  )
}
