// Wallet-pay shapes (platform §3): the wallet Contact mapped to the order address.

/** Platform §3 Contact as the wallet sends it; every field may be missing. */
export type WalletContact = {
  emailAddress?: string | null
  phoneNumber?: string | null
  administrativeArea?: string | null
  locality?: string | null
  postalCode?: string | null
  addressLines?: ReadonlyArray<string> | null
  givenName?: string | null
  familyName?: string | null
  countryCode?: string | null
}

/** Platform §3 Order address. */
export type WalletOrderAddress = {
  region: string
  city: string
  postcode: string
  countryId: string
  email: string
  street: Array<string>
  firstname: string
  lastname: string
  telephone: string
}

/** Platform §3 Payment token. */
export type WalletPaymentToken = { paymentData: unknown; paymentMethod: unknown; transactionIdentifier: string }

const text = (v: string | null | undefined): string => (v ?? '').trim()

/**
 * Maps a wallet Contact to the order address: administrativeArea → region, locality → city,
 * postalCode → postcode, countryCode → countryId (upper case), emailAddress → email, addressLines →
 * street (blank lines dropped), givenName → firstname, familyName → lastname, phoneNumber → telephone.
 */
export function contactToOrderAddress(contact: WalletContact): WalletOrderAddress {
  return {
    region: text(contact.administrativeArea),
    city: text(contact.locality),
    postcode: text(contact.postalCode),
    countryId: text(contact.countryCode).toUpperCase(),
    email: text(contact.emailAddress),
    street: (contact.addressLines ?? []).map((l) => l.trim()).filter((l) => l.length > 0),
    firstname: text(contact.givenName),
    lastname: text(contact.familyName),
    telephone: text(contact.phoneNumber),
  }
}

/**
 * The billing address of a wallet payment: the billing contact, falling back to the shipping contact
 * (platform §4). A billing contact without a postal address (no street line and no postcode) uses the
 * shipping address; names, email and telephone it leaves empty (wallets often omit email and phone
 * on the billing contact) come from the shipping contact. Address fields are never mixed.
 */
export function walletBillingAddress(shipping: WalletContact, billing: WalletContact | null | undefined): WalletOrderAddress {
  const ship = contactToOrderAddress(shipping)
  if (!billing) return ship
  const bill = contactToOrderAddress(billing)
  const hasPostal = bill.street.length > 0 || bill.postcode !== ''
  const place = hasPostal ? bill : ship
  return {
    region: place.region,
    city: place.city,
    postcode: place.postcode,
    countryId: place.countryId,
    street: place.street,
    email: bill.email || ship.email,
    firstname: bill.firstname || ship.firstname,
    lastname: bill.lastname || ship.lastname,
    telephone: bill.telephone || ship.telephone,
  }
}
