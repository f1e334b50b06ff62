import type { Site } from '@ironhouse/contracts'
import type { Db } from '@ironhouse/db'
import * as repo from './repo.ts'

export async function listCountries(db: Db) {
  const rows = await repo.findCountries(db)
  return rows.map((c) => ({ alpha2: c.alpha2, name: c.name, requireRegion: c.requireRegion, postcodeRegex: c.postcodeRegex }))
}

export async function listRegions(db: Db, countryCode: string) {
  const rows = await repo.findRegions(db, countryCode.toUpperCase())
  return rows.map((r) => ({ id: r.regionId, code: r.code, name: r.name, countryCode: r.countryCode }))
}

/** Every site record in the shape of shell §1 (applePay.supported, forms.newsletters.email, social). */
export async function listSites(db: Db): Promise<Array<Site>> {
  const rows = await repo.findSites(db)
  return rows.map((s) => ({
    code: s.code as Site['code'],
    id: s.id,
    storeId: s.storeId,
    currency: s.currency,
    defaultCountry: s.defaultCountry,
    locales: s.locales,
    hostname: s.hostname,
    pathPrefix: s.pathPrefix,
    shipTo: s.shipTo,
    applePay: { supported: s.applePaySupported },
    name: s.name,
    forms: { newsletters: { email: s.newsletterEmail } },
    social: s.social,
    navigation: s.navigation,
  }))
}
