import type { FastifyInstance } from 'fastify'
import { siteForPath } from '@ironhouse/domain'
import { consentOfRequest } from './consent.ts'
import { AFFILIATE_COOKIE, AFFILIATE_QUERY, AFFILIATE_WINDOW_DAYS, affiliateCodeOf } from './service.ts'

/** Paths that are not pages: an `aff` parameter there is none of the tracker's business. */
const NOT_A_PAGE = /^\/(svc_[^/]*|api|media|gateway|assets)(\/|$)|^\/(healthz|readyz|metrics)(\/|$)/

/**
 * The affiliate visit (docs/marketing.md): a page asked for with ?aff={code} answers 302 to the same
 * path and query without it, so pages stay cacheable and the code never lingers in the address bar.
 * With marketing consent (the site default, cookie settings, the saved choice; never with GPC) the code
 * is kept AFFILIATE_WINDOW_DAYS in the HttpOnly ih_aff cookie (the last affiliate wins); without it no
 * cookie is set and one kept from before is removed.
 */
export function registerAffiliateVisits(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const at = request.url.indexOf('?')
    if (at < 0) return
    const params = new URLSearchParams(request.url.slice(at + 1))
    if (!params.has(AFFILIATE_QUERY)) return
    // a path of this store only: one leading slash (never //host or /\host), no double slashes
    const path = `/${request.url.slice(0, at).replace(/^[/\\]+/, '').replace(/\/{2,}/g, '/')}`
    if (NOT_A_PAGE.test(path)) return
    const code = affiliateCodeOf(params.get(AFFILIATE_QUERY))
    params.delete(AFFILIATE_QUERY)
    const rest = params.toString()
    const consent = await consentOfRequest(app.db, request, siteForPath(path).site.code)
    const cookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' }
    if (consent.marketing && code) reply.setCookie(AFFILIATE_COOKIE, code, { ...cookie, maxAge: AFFILIATE_WINDOW_DAYS * 86_400 })
    else if (!consent.marketing && request.cookies[AFFILIATE_COOKIE] !== undefined) reply.clearCookie(AFFILIATE_COOKIE, cookie)
    reply.header('cache-control', 'no-store')
    return reply.redirect(rest ? `${path}?${rest}` : path, 302)
  })
}
