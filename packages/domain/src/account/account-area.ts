// Account area rules of the shell document: routes, regions, address form, ship-to payment reset and
// event profile defaults. The header's dropdown and the logout's destination, which every page's shell
// reads, are in account-menu.ts: a module goes whole into the browser chunk that imports one of its
// names (docs/storefront.md, "Bundle size").

/** Shell §2 Account area: the children of /account, in the spec's order. */
export const ACCOUNT_ROUTE_CHILDREN = [
  'dashboard',
  'earned-store',
  'programming',
  'programming/:id',
  'about-me',
  'orders',
  'reviews',
  'my-lists',
  'custom-quoting',
  'registry',
  'registry/:id',
  'order/:id',
  'address',
  'wishlist',
  'bin',
  'payment-methods',
  'settings',
  'my-gyms',
  'workout-statistics',
  'zeus-saved-design',
] as const
export type AccountRouteChild = (typeof ACCOUNT_ROUTE_CHILDREN)[number]

/** Shell §2: the account routes that a guest may open inside the app (only earned-store). */
export const APP_GUEST_ACCOUNT_ROUTES: ReadonlyArray<AccountRouteChild> = ['earned-store']

/**
 * Shell §2, §6: account routes need a logged-in customer, except earned-store inside the app.
 * (On the web a guest is sent to login.)
 */
export function accountRouteAllowsGuest(child: AccountRouteChild, inApp: boolean): boolean {
  return inApp && APP_GUEST_ACCOUNT_ROUTES.includes(child)
}

/** Shell §3 Country, as the region rule reads it. */
export type RegionCountry = { alpha2: string; requireRegion: boolean }

/** The pseudo-country code of US military addresses (the APO site), our choice. */
export const APO_COUNTRY_CODE = 'APO'

/**
 * Shell §5: regions load only when the country requires a region (or is APO) and are not cached yet
 * (regions are cached per country code, shell §3). APO is the country code APO or any country on the
 * APO site.
 */
export function shouldLoadRegions(
  country: RegionCountry,
  cachedCountryCodes: ReadonlyArray<string>,
  siteCode?: string,
): boolean {
  const code = country.alpha2.toUpperCase()
  const isApo = code === APO_COUNTRY_CODE || siteCode === 'APO'
  if (!country.requireRegion && !isApo) return false
  return !cachedCountryCodes.some((c) => c.toUpperCase() === code)
}

/** The editable fields of an address form (shell §3 Address). */
export type AddressFormValues = {
  firstname: string
  lastname: string
  email: string
  company: string
  telephone: string
  street: Array<string>
  apartment: string
  city: string
  region: string
  regionId: string
  postcode: string
  countryId: string
  vatNumber: string
  isDefaultShipping: boolean
  isDefaultBilling: boolean
}

type Prefill = {
  firstname?: string | null
  lastname?: string | null
  email?: string | null
  telephone?: string | null
}

/**
 * Shell §5: a new address form defaults its country to the site's country and prefills name, email
 * and telephone from the customer. Editing an existing address starts from that address instead.
 */
export function addressFormDefaults(
  siteDefaultCountry: string,
  customer: Prefill | null | undefined,
  existing?: Partial<AddressFormValues> | null,
): AddressFormValues {
  const base: AddressFormValues = {
    firstname: customer?.firstname ?? '',
    lastname: customer?.lastname ?? '',
    email: customer?.email ?? '',
    company: '',
    telephone: customer?.telephone ?? '',
    street: [''],
    apartment: '',
    city: '',
    region: '',
    regionId: '',
    postcode: '',
    countryId: siteDefaultCountry,
    vatNumber: '',
    isDefaultShipping: false,
    isDefaultBilling: false,
  }
  if (!existing) return base
  const defined = Object.fromEntries(Object.entries(existing).filter(([, v]) => v !== undefined && v !== null))
  return { ...base, ...defined }
}

/** Shell §3: the address is sent with vatNumber renamed vatId. */
export function addressPayload<A extends { vatNumber?: string | null }>(
  address: A,
): Omit<A, 'vatNumber'> & { vatId?: string } {
  const { vatNumber, ...rest } = address
  return vatNumber ? { ...rest, vatId: vatNumber } : rest
}

/**
 * Shell §4, commerce §7: after the ship-to country changes and payment methods reload, the order's
 * payment type is reset when it is no longer available. Returns the payment type to use, or null when
 * the current one stays. The reset goes to `fallback` when offered, else the first available type.
 */
export function paymentTypeAfterShipToChange(
  currentPaymentType: string | null | undefined,
  availableTypes: ReadonlyArray<string>,
  fallback: string,
): { reset: false } | { reset: true; paymentType: string | null } {
  if (currentPaymentType && availableTypes.includes(currentPaymentType)) return { reset: false }
  const paymentType = availableTypes.includes(fallback) ? fallback : (availableTypes[0] ?? null)
  return { reset: true, paymentType }
}

/** Shell §3 Event profile. */
export type EventProfile = {
  loaded: boolean
  linked: boolean
  _id: string | null
  firstName: string
  lastName: string
  email: string
  btwbId: string | null
  birthdate: string | null
  gym: string
  gender: string
  country: string
}

/** Shell §3: an event profile before it loads; gender defaults to Male. */
export const DEFAULT_EVENT_PROFILE: EventProfile = {
  loaded: false,
  linked: false,
  _id: null,
  firstName: '',
  lastName: '',
  email: '',
  btwbId: null,
  birthdate: null,
  gym: '',
  gender: 'Male',
  country: '',
}

/** The event profile from the service answer: missing fields keep the defaults (gender Male); marks loaded. */
export function eventProfileFrom(answer: Partial<EventProfile> | null | undefined): EventProfile {
  const defined = Object.fromEntries(Object.entries(answer ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== ''))
  return { ...DEFAULT_EVENT_PROFILE, ...defined, loaded: true }
}
