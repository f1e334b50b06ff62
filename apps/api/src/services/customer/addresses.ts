import type { Address, AddressBody } from '@ironhouse/contracts'
import { withTransaction, type CustomerAddressRow, type Db, type Executor } from '@ironhouse/db'
import { addressProblemFields, addressProblems, findRegion, saveAccountAddress } from '@ironhouse/domain'
import { AppError, notFound } from '../../lib/app-errors.ts'
import { countryWithRegions } from '../ssr/public.ts'
import { findCustomerById } from './repo.ts'
import * as repo from './repo.ts'

/** A customer keeps at most this many addresses (ours, docs/api.md): enough for any household or gym. */
export const MAX_ADDRESSES = 50

/** An address on the wire (shell §3 Address; vatNumber is answered as vatId, as it is sent). */
export function addressAnswer(row: CustomerAddressRow): Address {
  return {
    _id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    company: row.company,
    telephone: row.telephone,
    street: row.street,
    apartment: row.apartment,
    city: row.city,
    region: row.region,
    regionId: row.regionId,
    postcode: row.postcode,
    countryId: row.countryId,
    vatId: row.vatNumber,
    isDefaultShipping: row.isDefaultShipping,
    isDefaultBilling: row.isDefaultBilling,
  }
}

/** The address book part of the customer answer (shell §3: addresses, defaultShippingAddress). */
export async function addressBookOf(executor: Executor, customerId: number) {
  const addresses = (await repo.findAddresses(executor, customerId)).map(addressAnswer)
  return {
    addresses,
    defaultShippingAddress: addresses.find((a) => a.isDefaultShipping)?._id ?? null,
    defaultBillingAddress: addresses.find((a) => a.isDefaultBilling)?._id ?? null,
  }
}

type Values = Required<repo.AddressValues>

function valuesOf(body: AddressBody, base: Values | null, accountEmail: string): Values {
  const pick = <K extends keyof Values>(key: K, fallback: Values[K]): Values[K] => (base ? base[key] : fallback)
  const street = body.street?.map((line) => line.trim()).filter((line, i) => line !== '' || i === 0)
  return {
    firstname: body.firstname ?? pick('firstname', ''),
    lastname: body.lastname ?? pick('lastname', ''),
    // the address form prefills the account's email (shell §5); an address sent without one keeps it
    email: body.email ?? pick('email', accountEmail),
    company: body.company ?? pick('company', ''),
    telephone: body.telephone ?? pick('telephone', ''),
    street: street ?? pick('street', []),
    apartment: body.apartment ?? pick('apartment', ''),
    city: body.city ?? pick('city', ''),
    region: body.region ?? pick('region', ''),
    regionId: body.regionId !== undefined ? body.regionId : pick('regionId', null),
    postcode: body.postcode ?? pick('postcode', ''),
    countryId: (body.countryId ?? pick('countryId', '')).toUpperCase(),
    vatNumber: body.vatId ?? pick('vatNumber', ''),
    isDefaultShipping: body.isDefaultShipping ?? pick('isDefaultShipping', false),
    isDefaultBilling: body.isDefaultBilling ?? pick('isDefaultBilling', false),
  }
}

function invalid(message: string, fields: Record<string, string>, problems: ReadonlyArray<string>): AppError {
  return new AppError('validation_error', message, { fields, problems })
}

/**
 * Commerce §5 address validation (packages/domain addressProblems) against the store's country
 * record, and the region: a country with a region list takes one of its regions (by id, code or
 * name; the answer carries both the name and the id); elsewhere the region is free text. A country
 * the store does not know is refused (issue 8 bad input), so an address always has its country's rules.
 */
async function checkedValues(executor: Executor, values: Values): Promise<Values> {
  if (values.countryId === '') throw invalid('Please choose a country', { countryId: 'Please choose a country' }, ['COUNTRY_MISSING'])
  const country = await countryWithRegions(executor, values.countryId)
  if (!country) throw invalid(`Unknown country: ${values.countryId}`, { countryId: 'Please choose a country from the list' }, ['COUNTRY_UNKNOWN'])
  let { region, regionId } = values
  if (country.regions.length > 0 && (region !== '' || regionId !== null)) {
    const match = findRegion(country.regions, regionId !== null ? { id: regionId } : { text: region })
    if (!match) throw invalid(`Unknown region for ${country.alpha2}: ${region || regionId}`, { region: 'Please choose a state or region from the list' }, ['REGION_UNKNOWN'])
    region = match.name
    regionId = match.id
  } else if (country.regions.length === 0 && regionId !== null) {
    regionId = null
  }
  const checked = { ...values, region, regionId }
  const problems = addressProblems(checked, country)
  if (problems.length > 0) {
    const fields = addressProblemFields(problems)
    throw invalid(Object.values(fields).join('. '), fields, problems)
  }
  return checked
}

const DEFAULT_FLAGS = { shipping: 'isDefaultShipping', billing: 'isDefaultBilling' } as const

/**
 * Shell §4: the default flags the saved address carries are cleared on the customer's other addresses.
 * The rulebook's saveAccountAddress decides which of the book's other addresses (read under the
 * customer's lock) lose a flag; the SQL clears that flag on them.
 */
async function clearOtherDefaults(tx: Executor, customerId: number, book: ReadonlyArray<CustomerAddressRow>, saved: Values, savedId: number | null): Promise<void> {
  const flagsOf = (a: Pick<Values, 'isDefaultShipping' | 'isDefaultBilling'>) => ({ isDefaultShipping: a.isDefaultShipping, isDefaultBilling: a.isDefaultBilling })
  const before = book.map((row) => ({ _id: String(row.id), ...flagsOf(row) }))
  const savedKey = savedId === null ? 'new' : String(savedId)
  const after = new Map(saveAccountAddress(before, { _id: savedKey, ...flagsOf(saved) }).map((a) => [a._id, a]))
  for (const kind of ['shipping', 'billing'] as const) {
    const flag = DEFAULT_FLAGS[kind]
    const cleared = before.some((a) => a._id !== savedKey && a[flag] && after.get(a._id)?.[flag] === false)
    if (cleared) await repo.clearDefaultFlag(tx, customerId, kind, savedId)
  }
}

async function accountEmail(executor: Executor, customerId: number): Promise<string> {
  const customer = await findCustomerById(executor, customerId)
  if (!customer) throw notFound('Customer')
  return customer.email
}

/**
 * POST /svc_customer/customer/address (shell §7). The customer's row is locked for the transaction, so
 * two writes to one address book queue (the defaults and the limit hold under concurrency). The first
 * address becomes the default shipping and billing address (ours, docs/api.md).
 */
export async function createAddress(db: Db, customerId: number, body: AddressBody): Promise<Address> {
  return withTransaction(db, async (tx) => {
    if (!(await repo.lockCustomer(tx, customerId))) throw notFound('Customer')
    const existing = await repo.findAddresses(tx, customerId)
    if (existing.length >= MAX_ADDRESSES) throw new AppError('conflict', `Your address book is full: it keeps at most ${MAX_ADDRESSES} addresses. Please delete one first`)
    const values = await checkedValues(tx, valuesOf(body, null, await accountEmail(tx, customerId)))
    if (existing.length === 0) Object.assign(values, { isDefaultShipping: true, isDefaultBilling: true })
    await clearOtherDefaults(tx, customerId, existing, values, null)
    const row = await repo.insertAddress(tx, customerId, values)
    return addressAnswer(row)
  })
}

/** PATCH /svc_customer/customer/address/{id} (shell §7): the fields sent replace the stored ones; another customer's id is 404. */
export async function changeAddress(db: Db, customerId: number, id: number, body: AddressBody): Promise<Address> {
  return withTransaction(db, async (tx) => {
    if (!(await repo.lockCustomer(tx, customerId))) throw notFound('Customer')
    const book = await repo.findAddresses(tx, customerId)
    const current = book.find((a) => a.id === id)
    if (!current) throw notFound('Address')
    const values = await checkedValues(tx, valuesOf(body, current, current.email))
    await clearOtherDefaults(tx, customerId, book, values, id)
    const row = await repo.updateAddress(tx, customerId, id, values)
    if (!row) throw notFound('Address')
    return addressAnswer(row)
  })
}

/** DELETE /svc_customer/customer/address/{id} (shell §7); another customer's id is 404. */
export async function removeAddress(db: Db, customerId: number, id: number): Promise<void> {
  const deleted = await repo.deleteAddress(db, customerId, id)
  if (!deleted) throw notFound('Address')
}
