import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { asc, eq } from 'drizzle-orm'
import { contentBlocks, contentPages, type Db } from '@ironhouse/db'
import { ContentPreviewQuery, ContentPreviewResponse, type CmsBlock, type ContentPreview } from '@ironhouse/contracts'
import { HOME_CONTENT_PAGE_URL } from '@ironhouse/domain'
import { notFound } from '../../lib/app-errors.ts'
import { operatorGuard } from '../../lib/operator-auth.ts'
import { noStore } from '../../plugins/cache.ts'
import { getContentPage } from './service.ts'

/**
 * What the content preview shows an operator (shell §2 /__rb__/preview; docs/storefront.md "Content
 * preview"): the page by id or identifier, else by its url, else the home page, with its whole block
 * tree, and every named block, active or not.
 */
export async function readContentPreview(db: Db, query: { id?: string | undefined; url?: string | undefined }): Promise<ContentPreview> {
  const page =
    query.url !== undefined
      ? await db.select().from(contentPages).where(eq(contentPages.url, query.url.toLowerCase().replace(/(.)\/+$/, '$1'))).limit(1).then((rows) => rows[0])
      : await getContentPage(db, query.id ?? HOME_CONTENT_PAGE_URL)
  if (!page) throw notFound(`Content page ${query.url}`)
  const blocks = await db.select().from(contentBlocks).orderBy(asc(contentBlocks.name))
  return { page: { ...page, builder: page.builder as Array<CmsBlock> }, blocks: blocks.map(({ name, active, content }) => ({ name, active, content })) }
}

/** The operator's content preview call, behind the operator token (404 without a configured one, 401 without it); never cached. */
export const contentOperatorRoutes: FastifyPluginAsyncZod<{ token: string | undefined }> = async (app, options) => {
  app.get('/preview', { preHandler: operatorGuard(options.token), schema: { querystring: ContentPreviewQuery, response: { 200: ContentPreviewResponse } } }, async (request, reply) => {
    noStore(reply)
    return readContentPreview(app.db, request.query)
  })
}
