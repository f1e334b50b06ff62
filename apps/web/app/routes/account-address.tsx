import { AddressBook } from '../features/account/address-book.tsx'
import { PageMeta } from '../platform/page-meta.tsx'

/** /account/address (shell §2): the address book, inside the account layout. */
export default function AccountAddressRoute() {
  return (
    <>
      <PageMeta title="Address Book" />
      <AddressBook />
    </>
  )
}
