import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  SearchBatchResponse,
  SearchEventRequest,
  SearchEventResponse,
  SearchTokenQuery,
  SearchTokenResponse,
  SearchWidgetRequest,
  SearchWidgetResponse,
} from '@ironhouse/contracts'
import { siteByCode, type SiteCode } from '@ironhouse/domain'
import { AppError } from '../../lib/app-errors.ts'
import { noStore } from '../../plugins/cache.ts'
import type { SiteContext } from '../../plugins/site.ts'
import type { SearchEngine } from './engine.ts'
import { storeEvent, type EventSender } from './events.ts'
import { createResponseCache, listingAnswerJson, listingPathOf, runWidget, type SearchContext } from './service.ts'
import type { SearchTokenClaims, TokenSigner } from './tokens.ts'

export type SearchRouteOptions = { signer: TokenSigner }

/** Widgets one batched request may ask for. */
const MAX_BATCH = 10

/**
 * The request body: the bare widget request, or the SDK's { data: … } form whose data.widget.items
 * lists several widgets sharing the other fields (docs/api.md).
 */
const SearchBody = z.union([
  z.object({ data: SearchWidgetRequest.and(z.object({ widget: z.object({ items: z.array(SearchWidgetRequest).min(1).max(MAX_BATCH) }).loose() }).loose()) }).loose(),
  z.object({ data: SearchWidgetRequest }).loose(),
  SearchWidgetRequest,
])

/** Sends JSON text as it is: Fastify passes a string with a JSON content type through unserialised. */
function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json)
}

type Authorised = { claims: SearchTokenClaims; site: SiteContext }

function siteContextOf(code: SiteCode, request: FastifyRequest): SiteContext {
  const site = siteByCode(code)
  if (!site) throw new AppError('unknown_site', `Unknown site code '${code}'`)
  // request.site knows the store and currency of every site; the token's site wins over the url's
  return request.site.code === code ? request.site : { code, storeId: site.storeId, currency: site.currency as SiteContext['currency'] }
}

/** The Bearer token of the request, checked: a missing, forged or expired token is a 401. */
function authorise(request: FastifyRequest, signer: TokenSigner): Authorised {
  const header = request.headers.authorization ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1]) throw new AppError('unauthorized', 'A search token is required (Authorization: Bearer)')
  const claims = signer.verify(match[1], Date.now())
  if (!claims) throw new AppError('unauthorized', 'The search token is invalid or expired')
  return { claims, site: siteContextOf(claims.site, request) }
}

/**
 * Who sent an event: the body's user_id (the rfkSID visitor id the storefront keeps, platform §9),
 * else the session's shopper; and the guest and customer a session proves. The session counts only
 * for a same-origin call: the API takes any origin (its credential is the token), cookies never prove
 * anything across origins.
 */
async function eventSender(request: FastifyRequest, given: string | undefined): Promise<EventSender> {
  const withSession = request as FastifyRequest & { getSession?: () => Promise<{ guestId: string; customerId: number | null } | null> }
  const sameOrigin = request.headers['sec-fetch-site'] === 'same-origin'
  const session = sameOrigin && withSession.getSession ? await withSession.getSession() : null
  const sessionUser = session ? (session.customerId !== null ? `c${session.customerId}` : session.guestId) : undefined
  return {
    userId: given !== undefined && given !== '' ? given : sessionUser,
    sessionGuestId: session?.guestId ?? null,
    sessionCustomerId: session?.customerId ?? null,
  }
}

/** The search API and the event API (platform §7), both behind a search token. */
export const searchRoutes: FastifyPluginAsyncZod<SearchRouteOptions & { engine: SearchEngine }> = async (app, { signer, engine }) => {
  const cache = createResponseCache()

  // A search provider is a third party at its own origin: browsers call it cross-origin, with the
  // token (never cookies) as the credential, so any origin may call it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*')
  })
  app.options('/api/*', async (_request, reply) => {
    return reply
      .code(204)
      .header('access-control-allow-methods', 'POST, OPTIONS')
      .header('access-control-allow-headers', 'authorization, content-type, accept')
      .header('access-control-max-age', '600')
      .send()
  })

  // the token is checked before the body: a call without a valid token is a 401 whatever it sends
  const authorised = new WeakMap<FastifyRequest, Authorised>()
  const checkToken = async (request: FastifyRequest) => {
    authorised.set(request, authorise(request, signer))
  }
  const authorisedSite = (request: FastifyRequest): SiteContext => (authorised.get(request) ?? authorise(request, signer)).site

  app.post(
    '/api/search',
    { onRequest: checkToken, schema: { body: SearchBody, response: { 200: z.union([SearchBatchResponse, SearchWidgetResponse]) } } },
    async (request, reply) => {
      const site = authorisedSite(request)
      noStore(reply)
      const ctx: SearchContext = { db: app.db, site, now: new Date(), cache, engine }
      const body = request.body as Record<string, unknown>
      // the SDK's form only when data is a request: { data: null } is a bare body without a widget (400, never a 500)
      const wrapped = typeof body.data === 'object' && body.data !== null
      const data = (wrapped ? body.data : body) as SearchWidgetRequest & { widget?: { items?: Array<SearchWidgetRequest | null> } }
      const items = data.widget?.items
      if (items) {
        const widgets = []
        // an item that is not a request (null) names no widget: 'widget.rfkid is required', as {} does
        for (const item of items) widgets.push(await runWidget(ctx, { ...data, ...item, widget: { rfkid: item?.widget?.rfkid ?? '' } }))
        return { widgets }
      }
      // a listing's answer comes as sent (checked against the schema when it was made, remembered)
      const json = await listingAnswerJson(ctx, data)
      if (json !== null) return sendJsonText(reply, json)
      return runWidget(ctx, data)
    },
  )

  app.post('/api/event', { onRequest: checkToken, schema: { body: SearchEventRequest, response: { 202: SearchEventResponse } } }, async (request, reply) => {
    const site = authorisedSite(request)
    await storeEvent(app.db, site, request.body, await eventSender(request, request.body.user_id), listingPathOf)
    return reply.code(202).header('cache-control', 'no-store').send({ accepted: true as const })
  })
}

/** GET /svc_ssr/site/{site}/rfktkn (platform §7): a token for the site and the absolute API urls. */
export const tokenRoutes: FastifyPluginAsyncZod<SearchRouteOptions> = async (app, { signer }) => {
  app.get('/rfktkn', { schema: { querystring: SearchTokenQuery, response: { 200: SearchTokenResponse } } }, async (request, reply) => {
    noStore(reply)
    const { token, expires } = signer.issue(request.site.code, Date.now())
    // the configured public origin of the site, never the request's Host (docs/operations.md)
    const origin = app.publicOrigin(request.site.code).replace(/\/+$/, '')
    return { apiUrl: `${origin}/svc_search/api/search`, eventApiUrl: `${origin}/svc_search/api/event`, token, expires }
  })
}
