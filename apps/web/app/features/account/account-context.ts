// What the account layout hands its children (shell §2: the customer is initialised first).
import type { Customer } from '@ironhouse/contracts'
import { useOutletContext } from 'react-router'

export type AccountOutlet = {
  /** The signed-in customer with the address book; null only on earned-store for a guest in the app. */
  customer: Customer | null
  /** Reads the customer again (after a change saved on the server). */
  reload: () => Promise<void>
}

export function useAccount(): AccountOutlet {
  return useOutletContext<AccountOutlet>()
}

/** The signed-in customer; the layout sends guests to login, so a child other than earned-store always has one. */
export function useCustomer(): Customer {
  const { customer } = useAccount()
  if (!customer) throw new Error('the account layout renders this page for a signed-in customer only')
  return customer
}
