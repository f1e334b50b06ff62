import { AddressBook } from '../features/account/address-book.tsx'
import { PageMeta } from '../platform/page-meta.tsx'

/** A form the browser sent itself (no script yet) is a POST that changes nothing (no-script-post.ts). */
export { noScriptPost as action } from '../features/account/no-script-post.ts'

/** /account/address (shell §2): the address book, inside the account layout. */
export default function AccountAddressRoute() {
  return (
    <>
      <PageMeta title="Address Book" />
      <AddressBook />
    </>
  )
}
