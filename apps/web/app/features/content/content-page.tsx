import type { CmsBlock } from '@ironhouse/contracts'
import { BlockDataProvider, BlockTree } from './block-tree.tsx'
import type { ContentPageData } from './load-content.server.ts'

export { BlockTree } from './block-tree.tsx'

/** True when the editors put a level-1 heading at the top of the tree (then the page title is not repeated). */
function hasOwnH1(blocks: ReadonlyArray<CmsBlock>): boolean {
  return blocks.some((b) => b.name === 'Heading' && b.props?.level === 1)
}

/** A content page built from CMS blocks; its title is the page's h1 unless a Heading block gives one. */
export function ContentPage({ data }: { data: ContentPageData }) {
  const { page, products, pricing, prefix } = data
  return (
    <article className="content-page">
      {hasOwnH1(page.builder) ? null : (
        <h1 className={page.builder[0]?.name === 'Hero' ? 'visually-hidden' : 'content-page__title'}>{page.title}</h1>
      )}
      <BlockDataProvider value={{ products, pricing, prefix }}>
        <BlockTree blocks={page.builder} />
      </BlockDataProvider>
    </article>
  )
}
