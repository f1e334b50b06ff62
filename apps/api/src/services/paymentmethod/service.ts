import { isCardExpired, paymentMethodsFor, type PaymentMethodType, type SiteCode } from '@ironhouse/domain'
import { withTransaction, type Db } from '@ironhouse/db'
import { AppError } from '../../lib/app-errors.ts'
import { PaymentProviderError, type PaymentProvider } from './providers/payment-provider.ts'
import {
  clearDefault,
  deleteMethod,
  findMethod,
  findMethodByGatewayId,
  findMethods,
  insertMethod,
  lockCustomerMethods,
  updateMethod,
  type StoredMethodRow,
} from './repo.ts'

const METHOD_NAMES: Record<PaymentMethodType, string> = {
  scheme: 'Credit or debit card',
  paypal: 'PayPal',
  ideal: 'iDEAL',
  paysafecard: 'paysafecard',
  mobilepay: 'MobilePay',
  trustly: 'Trustly',
  ebanking_fi: 'Finnish online banking',
  eps: 'EPS',
  klarna_paynow: 'Klarna Pay now',
  klarna: 'Klarna Pay later',
  klarna_account: 'Klarna Slice it',
}

/** commerce §3 Stored payment method, as the storefront reads it. */
export function storedView(row: StoredMethodRow, now: Date) {
  return {
    storedPaymentMethodId: String(row.id),
    /** What placement takes as transactionToken (usable only by this customer, with the security code). */
    transactionToken: row.gatewayMethodId,
    adyenType: row.brand,
    brand: row.brand,
    last4: row.last4,
    isDefault: row.isDefault,
    cardExpYear: row.expYear,
    cardExpMonth: row.expMonth,
    holderName: row.holderName,
    billingAddressId: row.billingAddressId,
    expired: isCardExpired({ expMonth: row.expMonth, expYear: row.expYear }, now),
  }
}
export type StoredView = ReturnType<typeof storedView>

/** commerce §7 GET /svc_paymentmethod/methods: what the site offers for the country, and the customer's cards. */
export async function availableMethods(db: Db, siteCode: SiteCode, countryId: string, customerId: number | null, now: Date) {
  const stored = customerId === null ? [] : (await findMethods(db, customerId)).map((row) => storedView(row, now))
  return {
    paymentMethods: paymentMethodsFor(siteCode, countryId).map((type) => ({ type, name: METHOD_NAMES[type] })),
    storedPaymentMethods: stored,
    storedMethods: stored,
  }
}

/**
 * Stores a card from a gateway token. The first card becomes the default; a new default clears the old
 * (shell §4). A card the customer already keeps (same brand, last four digits and expiry) is not kept
 * twice: its entry takes the new token and answers as before.
 */
export async function addCard(db: Db, payments: PaymentProvider, customerId: number, input: { token: string; isDefault?: boolean | undefined; billingAddressId?: number | null | undefined }, now: Date): Promise<StoredView> {
  let card
  try {
    card = await payments.storeCard(input.token)
  } catch (error) {
    if (error instanceof PaymentProviderError && error.status < 500) throw new AppError('invalid_token', error.message)
    throw error
  }
  const row = await withTransaction(db, async (tx) => {
    await lockCustomerMethods(tx, customerId)
    const existing = await findMethods(tx, customerId)
    const makeDefault = existing.length === 0 || input.isDefault === true
    if (makeDefault) await clearDefault(tx, customerId)
    const same = existing.find((m) => m.brand === card.brand && m.last4 === card.last4 && m.expMonth === card.expMonth && m.expYear === card.expYear)
    if (same) {
      const updated = await updateMethod(tx, same.id, {
        gatewayMethodId: card.id,
        ...(makeDefault ? { isDefault: true } : {}),
        ...(input.billingAddressId === undefined ? {} : { billingAddressId: input.billingAddressId }),
      })
      if (updated) return updated
    }
    return insertMethod(tx, {
      customerId,
      gatewayMethodId: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: makeDefault,
      billingAddressId: input.billingAddressId ?? null,
    })
  })
  return storedView(row, now)
}

export async function changeCard(db: Db, customerId: number, id: number, input: { isDefault?: boolean | undefined; billingAddressId?: number | null | undefined }, now: Date): Promise<StoredView> {
  const row = await withTransaction(db, async (tx) => {
    await lockCustomerMethods(tx, customerId)
    const card = await findMethod(tx, customerId, id)
    if (!card) throw new AppError('not_found', 'Payment method was not found')
    if (input.isDefault === true) await clearDefault(tx, customerId)
    return updateMethod(tx, id, {
      ...(input.isDefault === undefined ? {} : { isDefault: input.isDefault || card.isDefault }),
      ...(input.billingAddressId === undefined ? {} : { billingAddressId: input.billingAddressId }),
    })
  })
  if (!row) throw new AppError('not_found', 'Payment method was not found')
  return storedView(row, now)
}

/** Removes a card; when it was the default, the oldest remaining card becomes the default. */
export async function removeCard(db: Db, customerId: number, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    await lockCustomerMethods(tx, customerId)
    const card = await findMethod(tx, customerId, id)
    if (!card) throw new AppError('not_found', 'Payment method was not found')
    await deleteMethod(tx, id)
    if (card.isDefault) {
      const [next] = await findMethods(tx, customerId)
      if (next) await updateMethod(tx, next.id, { isDefault: true })
    }
  })
}

/** Placement may charge a stored card only for the customer who stored it. */
export async function ownsStoredCard(db: Db, customerId: number | null, gatewayMethodId: string): Promise<boolean> {
  if (customerId === null) return false
  return (await findMethodByGatewayId(db, customerId, gatewayMethodId)) !== undefined
}

/** A stored card as the customer answer carries it (shell §3 Credit card): no number, no gateway token. */
export type StoredCard = Pick<StoredMethodRow, 'id' | 'isDefault' | 'billingAddressId' | 'brand' | 'last4' | 'expMonth' | 'expYear'> & { expired: boolean }

/** The customer's stored cards, oldest first (shell §3 Credit card; the default is flagged). */
export async function storedCardsOf(db: Db, customerId: number, now: Date): Promise<Array<StoredCard>> {
  return (await findMethods(db, customerId)).map((row) => ({
    id: row.id,
    isDefault: row.isDefault,
    billingAddressId: row.billingAddressId,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    expired: isCardExpired({ expMonth: row.expMonth, expYear: row.expYear }, now),
  }))
}
