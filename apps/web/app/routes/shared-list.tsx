import { useLoaderData } from 'react-router'
import { ListResponse } from '@ironhouse/contracts'
import { SharedRegistryPage } from '../features/lists/registry-pages.tsx'
import { SharedWishlistPage } from '../features/lists/shared-wishlist.tsx'
import { isNotFound } from '../platform/api.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { notFound, pageContext } from '../platform/page.server.ts'
import type { Route } from './+types/shared-list'

/** /wishlist/{urlKey} and /registry/{urlKey} (shell §2): a list shared through its link. */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  const urlKey = args.params.urlKey ?? ''
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(urlKey)) notFound()
  try {
    const { list } = await page.api.get(`/svc_list/shared/${urlKey}`, ListResponse)
    const kind = page.entry?.key === 'registry' ? 'registry' : 'wishlist'
    if (list.type !== kind) notFound()
    return { list, kind, prefix: page.ref.prefix }
  } catch (error) {
    if (isNotFound(error)) notFound()
    throw error
  }
}

export default function SharedList() {
  const { list, kind } = useLoaderData<typeof loader>()
  return (
    <>
      <PageMeta title={list.name} />
      {kind === 'registry' ? <SharedRegistryPage list={list} /> : <SharedWishlistPage list={list} />}
    </>
  )
}
