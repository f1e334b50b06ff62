import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { FeaturesResponse } from '@ironhouse/contracts'
import { AppError } from '../../lib/app-errors.ts'
import { CACHE_SECONDS, cacheFor } from '../../plugins/cache.ts'
import { featurePayload, isClientKey } from './service.ts'

const Params = z.object({ clientKey: z.string().max(100) })

export const featuresRoutes: FastifyPluginAsyncZod = async (app) => {
  // shell §7, platform §6: the flag service at /api/features/{clientKey}
  app.get('/:clientKey', { schema: { params: Params, response: { 200: FeaturesResponse } } }, async (request, reply) => {
    if (!isClientKey(request.params.clientKey)) {
      throw new AppError('unknown_client_key', `Unknown client key '${request.params.clientKey}'`)
    }
    cacheFor(reply, CACHE_SECONDS.features)
    return featurePayload()
  })
}
