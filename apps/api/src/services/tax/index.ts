import type { FastifyPluginAsync } from 'fastify'
import { tableTaxProvider, type TaxProvider } from './providers/tax-provider.ts'
import { taxRoutes } from './routes.ts'

export const taxService: FastifyPluginAsync<{ provider?: TaxProvider | undefined }> = async (app, options) => {
  await app.register(taxRoutes, { prefix: '/svc_tax', provider: options.provider ?? tableTaxProvider })
}
