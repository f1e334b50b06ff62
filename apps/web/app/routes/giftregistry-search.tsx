import { RegistrySearchPage } from '../features/lists/registry-pages.tsx'
import { PageMeta } from '../platform/page-meta.tsx'

/** /giftregistry/search/index (shell §2): find a registry by name. */
export default function GiftRegistrySearch() {
  return (
    <>
      <PageMeta title="Find a Registry" />
      <RegistrySearchPage />
    </>
  )
}
