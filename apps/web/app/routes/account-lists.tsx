import { useLoaderData } from 'react-router'
import { BinsPage } from '../features/lists/bins-page.tsx'
import { CustomQuotingPage, MyListsPage, WishlistPage } from '../features/lists/account-lists.tsx'
import { RegistriesPage, RegistryManagePage } from '../features/lists/registry-pages.tsx'
import { PageMeta } from '../platform/page-meta.tsx'
import { pageContext } from '../platform/page.server.ts'
import type { Route } from './+types/account-lists'

/** The account's list pages (shell §2 account children): filled in the browser from the shopper's session. */
export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  return { key: page.entry?.key ?? '', id: args.params.id ?? '' }
}

const TITLES: Record<string, string> = {
  'account-wishlist': 'My Wishlist',
  'account-my-lists': 'My Lists',
  'account-custom-quoting': 'Custom Quoting',
  'account-registry': 'My Registries',
  'account-registry-id': 'Registry',
  'account-bin': 'Back in Stock Notifications',
}

export default function AccountLists() {
  const { key, id } = useLoaderData<typeof loader>()
  return (
    <>
      <PageMeta title={TITLES[key] ?? 'My Account'} />
      {key === 'account-wishlist' ? <WishlistPage /> : null}
      {key === 'account-my-lists' ? <MyListsPage /> : null}
      {key === 'account-custom-quoting' ? <CustomQuotingPage /> : null}
      {key === 'account-registry' ? <RegistriesPage /> : null}
      {key === 'account-registry-id' ? <RegistryManagePage id={id} /> : null}
      {key === 'account-bin' ? <BinsPage /> : null}
    </>
  )
}
