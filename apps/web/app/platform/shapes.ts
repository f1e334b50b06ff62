// The browser's checks of the few answers and cookies it reads, written without zod: the schemas of
// @ironhouse/contracts build zod objects at module load, so one value imported from them brings zod
// (about 33 kB gzip) into every page (docs/storefront.md, "JavaScript per page"). Each reader here
// accepts exactly what its contract schema accepts for the fields named (shapes.test.ts compares
// them with the schemas); the server keeps validating every request with the schemas themselves.
import type {
  CaptchaChallengeResponse,
  ConsentSettings,
  GeoIpResponse,
  SearchTokenResponse,
  SearchWidgetResponse,
} from '@ironhouse/contracts'

type Json = Record<string, unknown>

export class ShapeError extends Error {}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value)
}
function isString(value: unknown): value is string {
  return typeof value === 'string'
}
function fail(what: string): never {
  throw new ShapeError(`unexpected answer: ${what}`)
}

/** The saved cookiePreferences choice (contracts ConsentSettings: optional booleans, no other key). */
export function readConsentSettings(value: unknown): ConsentSettings | undefined {
  if (!isObject(value)) return undefined
  const out: ConsentSettings = {}
  for (const [key, flag] of Object.entries(value)) {
    if ((key !== 'marketing' && key !== 'performance' && key !== 'functional') || typeof flag !== 'boolean') return undefined
    out[key] = flag
  }
  return out
}

/** GET /svc_ssr/geoIp (contracts GeoIpResponse). */
export function readGeoIpResponse(value: unknown): GeoIpResponse | undefined {
  if (!isObject(value)) return undefined
  const { country, name, current, currentName, path } = value
  if (!isString(country) || country.length !== 2 || !isString(current) || current.length !== 2) return undefined
  if (!isString(name) || !isString(currentName) || !isString(path)) return undefined
  return { country, name, current, currentName, path }
}

/** GET /svc_session/captcha (contracts CaptchaChallengeResponse); throws on anything else. */
export function readCaptchaChallengeResponse(value: unknown): CaptchaChallengeResponse {
  if (!isObject(value)) fail('captcha')
  if (value.required === false) return { required: false }
  const challenge = value.challenge
  if (value.required !== true || !isObject(challenge)) fail('captcha')
  const { algorithm, challenge: hash, maxNumber, salt, signature } = challenge
  if (algorithm !== 'SHA-256' || !isString(hash) || !isInt(maxNumber) || !isString(salt) || !isString(signature)) fail('captcha challenge')
  return { required: true, challenge: { algorithm, challenge: hash, maxNumber, salt, signature } }
}

/** GET /svc_ssr/rfktkn (contracts SearchTokenResponse); throws on anything else. */
export function readSearchToken(value: unknown): SearchTokenResponse {
  if (!isObject(value)) fail('search token')
  const { apiUrl, eventApiUrl, token, expires } = value
  if (!isString(apiUrl) || !isString(eventApiUrl) || !isString(token) || !isInt(expires)) fail('search token')
  return { apiUrl, eventApiUrl, token, expires }
}

function checkPhrases(value: unknown): void {
  if (!Array.isArray(value)) fail('suggestion')
  for (const phrase of value) {
    if (!isObject(phrase) || !isString(phrase.text)) fail('suggestion')
    if (phrase.url !== undefined && !isString(phrase.url)) fail('suggestion url')
    if (phrase.id !== undefined && !isString(phrase.id)) fail('suggestion id')
  }
}

/** One widget's answer of the search API (contracts SearchWidgetResponse); throws on anything else. */
export function readSearchWidget(value: unknown): SearchWidgetResponse {
  if (!isObject(value)) fail('search answer')
  const content = value.content
  const product = isObject(content) ? content.product : undefined
  if (!isObject(product) || !isInt(product.n_item) || !isInt(product.total_item) || !Array.isArray(product.value)) fail('search products')
  if (!product.value.every(isObject)) fail('search product')
  if (!isObject(value.facet)) fail('search facets')
  for (const facet of Object.values(value.facet)) {
    if (!isObject(facet) || !isString(facet.display_name) || !Array.isArray(facet.value)) fail('search facet')
    for (const v of facet.value) if (!isObject(v) || !isString(v.text) || !isInt(v.count) || !isString(v.id)) fail('search facet value')
  }
  if (!Array.isArray(value.facet_names) || !value.facet_names.every(isString)) fail('search facet names')
  if (!isInt(value.page_number) || !isInt(value.total_page) || !isInt(value.total_item) || !isString(value.url)) fail('search paging')
  if (!isObject(value.widget) || !isString(value.widget.rfkid)) fail('search widget')
  if (value.suggestion !== undefined) {
    if (!isObject(value.suggestion)) fail('suggestions')
    Object.values(value.suggestion).forEach(checkPhrases)
  }
  if (value.redirect_url !== undefined && !isString(value.redirect_url)) fail('redirect url')
  if (value.errors !== undefined) {
    if (!Array.isArray(value.errors) || !value.errors.every((e) => isObject(e) && isString(e.code) && isString(e.message))) fail('search errors')
  }
  return value as SearchWidgetResponse
}

/** The batched answer: { widgets: [...] }, each checked as one widget's. */
export function readSearchBatch(value: unknown): { widgets: Array<SearchWidgetResponse> } {
  if (!isObject(value) || !Array.isArray(value.widgets)) fail('search batch')
  return { widgets: value.widgets.map(readSearchWidget) }
}
