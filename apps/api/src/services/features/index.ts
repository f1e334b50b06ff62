import type { FastifyPluginAsync } from 'fastify'
import { FEATURE_FLAG_SERVICE_BASE_PATH } from '@ironhouse/domain'
import { featuresRoutes } from './routes.ts'

export const featuresService: FastifyPluginAsync = async (app) => {
  // the routes add '/{clientKey}': the prefix is the base path without its trailing slash
  await app.register(featuresRoutes, { prefix: FEATURE_FLAG_SERVICE_BASE_PATH.replace(/\/+$/, '') })
}
