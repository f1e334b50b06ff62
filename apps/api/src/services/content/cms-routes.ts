import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CmsBlockParams, CmsBlockResponse, CmsPageParams, CmsPageResponse } from '@ironhouse/contracts'
import { CACHE_SECONDS, cacheFor } from '../../plugins/cache.ts'
import * as service from './service.ts'

/** CMS reads of /svc_content (shell §7): pages by id or identifier, named blocks (cached 3600 s). */
export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cms/page/:id', { schema: { params: CmsPageParams, response: { 200: CmsPageResponse } } }, async (request, reply) => {
    cacheFor(reply, CACHE_SECONDS.cmsPage)
    return { page: await service.getContentPage(app.db, request.params.id) }
  })

  app.get('/cms/block/:name', { schema: { params: CmsBlockParams, response: { 200: CmsBlockResponse } } }, async (request, reply) => {
    cacheFor(reply, CACHE_SECONDS.cmsBlock)
    return service.getContentBlock(app.db, request.params.name)
  })
}
