import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IndexPostsQuery, IndexTagsQuery } from '@ironhouse/contracts'
import { INDEX_POSTS_PER_PAGE, INDEX_TAGS_CACHE_SECONDS, INDEX_TAGS_PER_PAGE, indexPostsCacheSeconds } from '@ironhouse/domain'
import { cacheFor, noStore } from '../../plugins/cache.ts'
import { sendError } from '../../plugins/error-handler.ts'
import { readPosts, readTags } from './repo.ts'
import { pickFields, toIndexPost } from './service.ts'

const ids = (list: string | undefined) => list?.split(',').map(Number)

/** WordPress's paging headers: how many match, how many pages. */
function pagingHeaders(reply: FastifyReply, total: number, perPage: number): void {
  reply.header('x-wp-total', String(total)).header('x-wp-totalpages', String(Math.ceil(total / perPage)))
}

/**
 * The Index posts service (shell §7), WordPress-style: GET /posts and GET /tags. The first page of
 * posts without search is cached 6 h, tags 24 h; a read that fails is logged and answers an empty
 * list (shell §8), never a 500. A page past the last is a 400, as WordPress answers it.
 */
export const theIndexRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/posts', { schema: { querystring: IndexPostsQuery } }, async (request, reply) => {
    const query = request.query
    const perPage = query.per_page ?? INDEX_POSTS_PER_PAGE
    const filter = { search: query.search, slug: query.slug, categories: ids(query.categories), tags: ids(query.tags) }
    let found
    try {
      found = await readPosts(app.db, filter, query.page, perPage)
    } catch (err) {
      request.log.error({ err }, 'The Index posts read failed: answering an empty list')
      pagingHeaders(noStore(reply), 0, perPage)
      return []
    }
    const pages = Math.ceil(found.total / perPage)
    if (query.page > 1 && query.page > pages) {
      return sendError(reply, 400, 'bad_request', `Page ${query.page} is past the last page of posts (${pages})`)
    }
    const seconds = indexPostsCacheSeconds({ page: query.page, search: query.search })
    pagingHeaders(seconds > 0 ? cacheFor(reply, seconds) : noStore(reply), found.total, perPage)
    const fields = query._fields?.split(',')
    return found.rows.map((row) => pickFields(toIndexPost(row), fields))
  })

  app.get('/tags', { schema: { querystring: IndexTagsQuery } }, async (request, reply) => {
    const { page, hide_empty: hideEmpty } = request.query
    const perPage = request.query.per_page ?? INDEX_TAGS_PER_PAGE
    try {
      const found = await readTags(app.db, page, perPage, hideEmpty)
      pagingHeaders(cacheFor(reply, INDEX_TAGS_CACHE_SECONDS), found.total, perPage)
      return found.rows
    } catch (err) {
      request.log.error({ err }, 'The Index tags read failed: answering an empty list')
      pagingHeaders(noStore(reply), 0, perPage)
      return []
    }
  })
}
