import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CmsBlockParams, CmsBlockResponse, CmsPageParams, CmsPageResponse, CmsSegmentResponse } from '@ironhouse/contracts'
import { DEFAULT_PRIMARY_SEGMENT, segmentName } from '@ironhouse/domain'
import { CACHE_SECONDS, cacheFor, noStore } from '../../plugins/cache.ts'
import { findCustomerPrimarySegment } from './repo.ts'
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

  // platform §5 block filtering: the shopper's primary segment by name (shell §3 interest and occupation
  // segments), 'None' for a guest, a customer without one, or an id no segment has; never kept by a cache
  app.get('/cms/segment', { schema: { response: { 200: CmsSegmentResponse } } }, async (request, reply) => {
    noStore(reply)
    const customerId = (await request.getSession())?.customerId ?? null
    const id = customerId === null ? null : await findCustomerPrimarySegment(app.db, customerId)
    return { primarySegment: (id === null ? undefined : segmentName(id)) ?? DEFAULT_PRIMARY_SEGMENT }
  })
}
