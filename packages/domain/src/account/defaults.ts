// Default flags on addresses and cards (shell §4 Login, "Setting a default …").

/** Shell §3 Address, with the two default flags. */
export type AccountAddress = {
  _id: string
  isDefaultShipping?: boolean
  isDefaultBilling?: boolean
}

export type DefaultAddressKind = 'shipping' | 'billing'

const FLAG = { shipping: 'isDefaultShipping', billing: 'isDefaultBilling' } as const

/**
 * Shell §4: setting a default shipping or billing address clears that flag on the other addresses.
 * The other flag is left alone. An unknown id changes nothing.
 */
export function setDefaultAddress<A extends AccountAddress>(
  addresses: ReadonlyArray<A>,
  addressId: string,
  kind: DefaultAddressKind,
): Array<A> {
  if (!addresses.some((a) => a._id === addressId)) return [...addresses]
  const flag = FLAG[kind]
  return addresses.map((a) => ({ ...a, [flag]: a._id === addressId }))
}

/**
 * Applies the default flags of an address just saved (created or edited): each default flag it
 * carries is cleared on the other addresses (shell §4). The saved address replaces the one with
 * its id, or is appended.
 */
export function saveAccountAddress<A extends AccountAddress>(addresses: ReadonlyArray<A>, saved: A): Array<A> {
  const exists = addresses.some((a) => a._id === saved._id)
  let next = exists ? addresses.map((a) => (a._id === saved._id ? saved : a)) : [...addresses, saved]
  if (saved.isDefaultShipping) next = setDefaultAddress(next, saved._id, 'shipping')
  if (saved.isDefaultBilling) next = setDefaultAddress(next, saved._id, 'billing')
  return next
}

/** Shell §3 Credit card. */
export type AccountCard = { _id: string; isDefault?: boolean }

/** Shell §4: a new default card clears the old default. An unknown id changes nothing. */
export function setDefaultCard<C extends AccountCard>(cards: ReadonlyArray<C>, cardId: string): Array<C> {
  if (!cards.some((c) => c._id === cardId)) return [...cards]
  return cards.map((c) => ({ ...c, isDefault: c._id === cardId }))
}

/**
 * Shell §4: adding a card. The first card becomes the default; a card added as default clears the
 * old default; otherwise the existing default stays.
 */
export function addCard<C extends AccountCard>(cards: ReadonlyArray<C>, card: C): Array<C> {
  const becomesDefault = cards.length === 0 || card.isDefault === true
  const next = [...cards, { ...card, isDefault: becomesDefault }]
  return becomesDefault ? setDefaultCard(next, card._id) : next
}

/**
 * Removing a card (not shown): when the default card goes, the first remaining card becomes the
 * default, so a customer with cards always has one default.
 */
export function removeCard<C extends AccountCard>(cards: ReadonlyArray<C>, cardId: string): Array<C> {
  const removed = cards.find((c) => c._id === cardId)
  const rest = cards.filter((c) => c._id !== cardId)
  const first = rest[0]
  if (!removed?.isDefault || first === undefined || rest.some((c) => c.isDefault)) return rest
  return setDefaultCard(rest, first._id)
}
