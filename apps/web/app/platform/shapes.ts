// The browser's checks of the few answers and cookies it reads, written without zod: the schemas of
// @ironhouse/contracts build zod objects at module load, so one value imported from them brings zod
// (about 33 kB gzip) into every page (docs/storefront.md, "JavaScript per page"). Each reader here
// accepts exactly what its contract schema accepts for the fields named (shapes.test.ts compares
// them with the schemas); the server keeps validating every request with the schemas themselves.
// The readers of the answers only a later interaction needs are in modules of their own, fetched with the
// code that reads them: the captcha challenge (captcha-shapes.ts) and the search widgets
// (search-shapes.ts).
import type { ConsentSettings, GeoIpResponse, SearchTokenResponse } from '@ironhouse/contracts'

export type Json = Record<string, unknown>

export class ShapeError extends Error {}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
export function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value)
}
export function isString(value: unknown): value is string {
  return typeof value === 'string'
}
export function fail(what: string): never {
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

/** GET /svc_ssr/rfktkn (contracts SearchTokenResponse); throws on anything else. */
export function readSearchToken(value: unknown): SearchTokenResponse {
  if (!isObject(value)) fail('search token')
  const { apiUrl, eventApiUrl, token, expires } = value
  if (!isString(apiUrl) || !isString(eventApiUrl) || !isString(token) || !isInt(expires)) fail('search token')
  return { apiUrl, eventApiUrl, token, expires }
}
