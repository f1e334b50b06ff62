// The operator's sign-in on the storefront's staff screens (/__rb__/preview, /__rb__/rhpa,
// /order-manager-quote; docs/storefront.md "Operator screens"): the operator token (OPERATOR_TOKEN) typed
// once is kept in an HttpOnly cookie and sent by the page's loader and action as the bearer token of the
// operator calls. The API decides every time; the cookie only saves typing it again.
import { data } from 'react-router'
import { readCookie } from '../../platform/cookies.ts'
import type { PageContext } from '../../platform/page.server.ts'
import { pageUrl } from '../../platform/page-url.ts'

/** The cookie holding the operator token (HttpOnly, SameSite=Lax: a cross-site form post never carries it). */
export const OPERATOR_COOKIE = 'ih_operator'
/** A staff sign-in lasts a working day. */
const OPERATOR_COOKIE_SECONDS = 8 * 3600

export type SignInFailure = { kind: 'sign-in'; message: string }

/** The operator token of the request, if the operator signed in on this browser. */
export function operatorTokenOf(request: Request): string | undefined {
  const token = readCookie(request.headers.get('cookie'), OPERATOR_COOKIE)
  return token ? token : undefined
}

/** The header of an operator call. */
export function operatorHeaders(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {}
}

function operatorCookie(request: Request, value: string, maxAge: number): string {
  const attributes = [`${OPERATOR_COOKIE}=${encodeURIComponent(value)}`, `Max-Age=${maxAge}`, 'Path=/', 'HttpOnly', 'SameSite=Lax']
  if (pageUrl(request).protocol === 'https:') attributes.push('Secure')
  return attributes.join('; ')
}

/**
 * The sign-in and sign-out posts of an operator screen. Sign-in checks the token against an operator call
 * (the content preview of the home page: one token opens every operator call) before keeping it; the
 * answer is a redirect to the same screen (its query kept) with the cookie set or cleared.
 */
export async function operatorSessionAction(page: PageContext, request: Request, form: FormData) {
  const back = `${page.url.pathname}${page.url.search}`
  if (form.get('intent') === 'sign-out') {
    return new Response(null, { status: 303, headers: { location: back, 'set-cookie': operatorCookie(request, '', 0) } })
  }
  const token = String(form.get('token') ?? '').trim()
  if (token === '') return data<SignInFailure>({ kind: 'sign-in', message: 'Enter the operator token.' }, { status: 400 })
  const check = await page.api.raw('/svc_content/operator/preview', { headers: operatorHeaders(token) })
  void check.body?.cancel()
  if (check.status === 404) throw data({ message: 'Page not found' }, { status: 404 })
  if (!check.ok) return data<SignInFailure>({ kind: 'sign-in', message: 'That operator token is not valid.' }, { status: 401 })
  return new Response(null, { status: 303, headers: { location: back, 'set-cookie': operatorCookie(request, token, OPERATOR_COOKIE_SECONDS) } })
}
