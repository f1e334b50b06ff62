import type { FastifyPluginAsync } from 'fastify'
import { isSiteCode } from '@ironhouse/domain'
import { searchRoutes, tokenRoutes } from './routes.ts'
import { flushQueries } from './suggestions.ts'
import { createTokenSigner, tokenSecretFrom } from './tokens.ts'
import { engineModeFrom, registerSearchEngine, type SearchEngineMode } from './engine.ts'

export type SearchServiceOptions = {
  tokenSecret?: string | undefined
  /** 'memory' (default): listings from the in-process index; 'sql': from PostgreSQL (SEARCH_ENGINE). */
  engine?: SearchEngineMode | undefined
}

/**
 * Our search and recommendation provider (platform §3–§8): the token call under /svc_ssr, the
 * search and event APIs under /svc_search. docs/search.md describes the engine.
 */
export const searchService: FastifyPluginAsync<SearchServiceOptions> = async (app, options) => {
  const signer = createTokenSigner(options.tokenSecret ?? tokenSecretFrom(process.env), isSiteCode)
  await app.register(tokenRoutes, { prefix: '/svc_ssr', signer })
  const engine = registerSearchEngine(app.db, options.engine ?? engineModeFrom(process.env))
  await app.register(searchRoutes, { prefix: '/svc_search', signer, engine })
  // the in-process index is built in the background once the server is up (SQL answers meanwhile)
  app.addHook('onReady', async () => engine.start())
  app.addHook('onClose', async () => engine.close())
  // searches counted in memory are written before the database closes
  app.addHook('onClose', flushQueries)
}
