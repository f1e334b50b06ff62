import { listDisplayName } from '@ironhouse/domain'
import type { ListType } from '@ironhouse/contracts'

/**
 * How My Lists names a list: its name with a capital, and its kind in brackets only when the name says
 * something else ("Garage build (cart)"); a list that goes by its kind's name reads once ("Cart",
 * "Wishlist"), not "cart (cart)".
 */
export function listTitleOf(list: { name: string; type: ListType }): string {
  const kind = listDisplayName(list.type)
  const name = list.name.trim() === '' ? kind : list.name.trim()
  const shown = name.charAt(0).toUpperCase() + name.slice(1)
  return name.toLowerCase() === kind.toLowerCase() ? shown : `${shown} (${kind})`
}
