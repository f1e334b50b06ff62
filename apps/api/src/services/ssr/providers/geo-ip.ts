import { createRequire } from 'node:module'
import { isIP } from 'node:net'

/** What a geo-IP database says about one client address. */
export type GeoCountry = { country: string; name: string }

/** The geo-IP seam (shell §4 region confirmation): the country of a client address, or null. */
export type GeoIpProvider = { countryOf(ip: string): GeoCountry | null }

type GeoIpCountryModule = { lookup(ip: string): { country?: string; name?: string } | null }

/**
 * The built-in provider: the geoip-country package, which ships MaxMind's GeoLite2 country database
 * for IPv4 and IPv6 inside the package (about 8 MB, no download at install or run time; see
 * docs/operations.md for its licence). The database is read on the first lookup, not at start-up.
 */
export function createGeoLiteProvider(): GeoIpProvider {
  let database: GeoIpCountryModule | undefined
  return {
    countryOf(ip) {
      if (isIP(ip) === 0) return null
      database ??= createRequire(import.meta.url)('geoip-country') as GeoIpCountryModule
      const found = database.lookup(ip)
      return found?.country ? { country: found.country.toUpperCase(), name: found.name ?? found.country } : null
    },
  }
}

/**
 * Fixed answers for listed addresses, consulted before the database (GEOIP_OVERRIDES, e.g.
 * `127.0.0.1=DE,::1=DE`): an office network, a staging host, or a browser test that needs a country.
 * IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) match their IPv4 entry.
 */
export function withOverrides(provider: GeoIpProvider, overrides: Readonly<Record<string, string>>): GeoIpProvider {
  const table = new Map(Object.entries(overrides).map(([ip, country]) => [ip.toLowerCase(), country.toUpperCase()]))
  if (table.size === 0) return provider
  return {
    countryOf(ip) {
      const key = ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
      const country = table.get(key)
      return country === undefined ? provider.countryOf(ip) : { country, name: country }
    },
  }
}

/** Parses GEOIP_OVERRIDES (`ip=CC,ip=CC`); a malformed entry stops the start with a clear message. */
export function parseGeoIpOverrides(value: string | undefined): Record<string, string> {
  const overrides: Record<string, string> = {}
  for (const entry of (value ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const [ip = '', country = ''] = entry.split('=').map((part) => part.trim())
    if (isIP(ip) === 0 || !/^[A-Za-z]{2}$/.test(country)) {
      throw new Error(`GEOIP_OVERRIDES: '${entry}' is not ip=COUNTRY (for example 127.0.0.1=DE)`)
    }
    overrides[ip] = country.toUpperCase()
  }
  return overrides
}
