import { useLinkDelegate } from '../../platform/link-delegate.ts'
import { BlockTree, firstBlockIsPageH1 } from './block-tree.tsx'
import { BlockDataProvider } from './block-data.tsx'
import type { ContentPageData } from './load-content.server.ts'

export { BlockTree } from './block-tree.tsx'

/**
 * A content page built from CMS blocks. It has one h1: its first block's when that is a Hero or a
 * level-1 Heading, else the page title.
 */
export function ContentPage({ data }: { data: ContentPageData }) {
  const { page, ...blockData } = data
  // product tiles, image links and the editors' html links are plain anchors: followed in place
  // (platform §2: an internal link is pushed onto the history), not as a whole new document
  const followLink = useLinkDelegate()
  return (
    <article className="content-page" onClick={followLink}>
      {firstBlockIsPageH1(page.builder) ? null : <h1 className="content-page__title">{page.title}</h1>}
      <BlockDataProvider value={blockData}>
        <BlockTree blocks={page.builder} page />
      </BlockDataProvider>
    </article>
  )
}
