import { asc, eq } from 'drizzle-orm'
import { countries, regions, sites, type Db } from '@ironhouse/db'

export async function findCountries(db: Db) {
  return db.select().from(countries).orderBy(asc(countries.name))
}

export async function findRegions(db: Db, countryCode: string) {
  return db.select().from(regions).where(eq(regions.countryCode, countryCode)).orderBy(asc(regions.name))
}

export async function findSites(db: Db) {
  return db.select().from(sites).orderBy(asc(sites.position), asc(sites.code))
}
