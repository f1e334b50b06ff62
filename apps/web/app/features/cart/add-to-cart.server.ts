import { ListResponse, ListsResponse } from '@ironhouse/contracts'
import type { BuyRequest, Product } from '@ironhouse/contracts'
import { chooseActiveCart } from '@ironhouse/domain'
import { data, redirect } from 'react-router'
import { apiErrorFromResponse } from '../../platform/api-error.ts'
import type { ApiClient } from '../../platform/api.server.ts'
import { sitePath } from '../../platform/site.ts'
import { buildBuyRequests, type FormFields } from './buy-request.ts'

/** What the product page shows when the server refused its Add to Cart (commerce §8 messages). */
export type AddToCartActionData = { cartError: string }

const SOMETHING_WRONG = 'Something went wrong. Please try again.'

/** The Cookie header with one cookie set to `pair` (`name=value`), replacing a cookie of that name. */
export function withCookie(header: string, pair: string): string {
  const name = pair.slice(0, pair.indexOf('='))
  const others = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.slice(0, part.indexOf('=')) !== name)
  return [...others, pair].join('; ')
}

type Refusal = { ok: false; status: number; message: string }
type Answer<T> = { ok: true; value: T } | Refusal

/**
 * The shopper's calls of one form post: the page's cookies, then the session cookie the API sets on a
 * guest's first write (POST /svc_list/lists starts the guest session), forwarded to the next call and
 * to the browser.
 */
function callsOf(api: ApiClient, pageCookie: string) {
  let cookie = pageCookie
  const setCookies: Array<string> = []
  const call = async <T>(path: string, schema: { parse: (value: unknown) => T }, init: { method: 'GET' | 'POST'; body?: unknown; query?: Record<string, string> }): Promise<Answer<T>> => {
    let response: Response
    try {
      response = await api.raw(path, {
        method: init.method,
        headers: { ...(cookie === '' ? {} : { cookie }), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(init.query ? { query: init.query } : {}),
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      })
    } catch {
      return { ok: false, status: 503, message: SOMETHING_WRONG }
    }
    for (const set of response.headers.getSetCookie()) {
      setCookies.push(set)
      const pair = set.split(';')[0]?.trim() ?? ''
      if (pair.includes('=')) cookie = withCookie(cookie, pair)
    }
    if (!response.ok) {
      const error = await apiErrorFromResponse(response)
      // the server's own words for a refused buy request (commerce §8); nothing of a server fault
      return { ok: false, status: error.status, message: error.status >= 400 && error.status < 500 ? error.message : SOMETHING_WRONG }
    }
    return { ok: true, value: schema.parse(await response.json()) }
  }
  return { call, setCookies }
}

/**
 * Add to Cart without JavaScript (commerce §2 product page): the product form posts to the product's
 * own URL and this adds its buy requests to the shopper's active cart through the same list calls the
 * page's script makes (GET /svc_list/lists, POST /svc_list/lists for a first cart, POST
 * /svc_list/lists/{id}/items: the list service's addItems with its session and CSRF rules), then sends
 * the browser to /cart. A refused request stays on the product page with the server's message.
 */
export async function addToCartFromForm(api: ApiClient, request: Request, product: Product, prefix: string): Promise<Response | ReturnType<typeof data<AddToCartActionData>>> {
  const form = await request.formData()
  const fields: FormFields = form
  const built = buildBuyRequests(product, fields, form.keys())
  if (!built.ok) return data({ cartError: built.message }, { status: 400 })
  const { call, setCookies } = callsOf(api, request.headers.get('cookie') ?? '')
  const answer = await addToActiveCart(call, built.items)
  const headers = new Headers()
  for (const set of setCookies) headers.append('set-cookie', set)
  if (!answer.ok) return data({ cartError: answer.message }, { status: answer.status >= 400 && answer.status < 600 ? answer.status : 500, headers })
  return redirect(sitePath(prefix, '/cart'), { headers })
}

async function addToActiveCart(call: ReturnType<typeof callsOf>['call'], items: Array<BuyRequest>): Promise<Answer<unknown>> {
  const known = await call('/svc_list/lists', ListsResponse, { method: 'GET', query: { active: 'true', path: '/cart' } })
  if (!known.ok) return known
  let cart = chooseActiveCart(known.value.lists)
  if (!cart) {
    const created = await call('/svc_list/lists', ListResponse, { method: 'POST', body: { type: 'quote' } })
    if (!created.ok) return created
    cart = created.value.list
  }
  return call(`/svc_list/lists/${cart._id}/items`, ListResponse, { method: 'POST', body: { items } })
}
