import { useLoaderData, useLocation } from 'react-router'
import { findIndexCategory, indexBrandOfSegment, indexCategoryDisplayName, isFeaturedIndexPost, INDEX_FEATURED_PSEUDO_CATEGORY_IDS } from '@ironhouse/domain'
import { IndexListPage } from '../features/the-index/index-views.tsx'
import { loadIndexPosts, loadIndexTags } from '../features/the-index/load-index.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { guardEntry, notFound, pageContext } from '../platform/page.server.ts'
import { sitePath } from '../platform/site.ts'
import indexCss from '../styles/the-index.css?url'
import type { Route } from './+types/theindex'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: indexCss }]

/** Featured posts shown at the top of the first page (ours). */
const FEATURED_COUNT = 4

/** ?page=N: a whole number from 1; anything else is the 404 page. */
function pageOf(url: URL): number {
  const raw = url.searchParams.get('page')
  if (raw === null) return 1
  if (!/^[1-9]\d{0,4}$/.test(raw)) notFound()
  return Number(raw)
}

/**
 * /theindex (featured and latest), /theindex/events (category 18), /theindex/{category} (its posts; an
 * unknown slug is the 404 page; ?tag= narrows to a tag, so 330 with tag 775 reads Journeyman) and
 * /theindex/ryour{brand} (the posts of the tag whose slug is the brand), shell §2, §3.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const { api, ref, url, entry } = page
  const pageNumber = pageOf(url)
  const tags = await loadIndexTags(api)
  const home = sitePath(ref.prefix, '/theindex')
  const segment = entry?.key === 'theindex-events' ? 'events' : (args.params.category ?? '').toLowerCase()
  const brand = entry?.key === 'theindex-category' ? indexBrandOfSegment(segment) : undefined

  let screen: { heading: string; subheading?: string; title: string; intro: string; crumb?: string; categories?: Array<number>; tags?: Array<number> }
  if (entry?.key === 'theindex') {
    screen = { heading: 'The Index', title: 'The Index', intro: 'Stories, history, athletes and gear from the people who lift with Ironhouse.' }
  } else if (brand !== undefined) {
    // a brand's stories are the posts of the Index tag named by the brand's slug (docs/the-index.md);
    // no such tag: the page still says what it is, with no stories and no canonical index
    const tag = tags.find((t) => t.slug === brand)
    const name = tag?.name ?? brand
    screen = { heading: 'The Index', subheading: `Stories of ${name}`, title: `The Index: ${name}`, intro: `Every story of The Index about ${name}.`, crumb: name, tags: tag ? [tag.id] : [] }
  } else {
    const category = findIndexCategory(segment)
    if (!category) notFound()
    const tagSlug = url.searchParams.get('tag')
    const tag = tagSlug === null ? undefined : tags.find((t) => t.slug === tagSlug.toLowerCase())
    if (tagSlug !== null && !tag) notFound()
    const name = indexCategoryDisplayName(category.id, tag ? [tag.id] : []) ?? category.name
    screen = { heading: `The Index: ${name}`, title: `The Index: ${name}`, intro: `${name}: stories from The Index.`, crumb: name, categories: [category.id], tags: tag ? [tag.id] : undefined }
  }

  const noPosts = screen.tags !== undefined && screen.tags.length === 0
  const [featured, latest] = await Promise.all([
    entry?.key === 'theindex' && pageNumber === 1 ? loadIndexPosts(api, { perPage: FEATURED_COUNT, categories: [...INDEX_FEATURED_PSEUDO_CATEGORY_IDS] }) : undefined,
    noPosts ? { posts: [], totalPages: 1 } : loadIndexPosts(api, { page: pageNumber, categories: screen.categories, tags: screen.tags }),
  ])
  // a page past the last has nothing to show: the 404 page
  if (pageNumber > 1 && latest.posts.length === 0) notFound()
  const featuredPosts = (featured?.posts ?? []).filter((post) => isFeaturedIndexPost(post.categories))
  const featuredIds = new Set(featuredPosts.map((post) => post.id))
  return {
    ...screen,
    crumbs: [{ label: 'The Index', url: home }, ...(screen.crumb ? [{ label: screen.crumb, url: url.pathname }] : [])],
    featured: featuredPosts,
    // the first page of The Index shows its featured posts once: not again in the latest
    posts: latest.posts.filter((post) => !featuredIds.has(post.id)),
    indexable: !noPosts && latest.posts.length > 0,
    page: pageNumber,
    totalPages: latest.totalPages,
    prefix: ref.prefix,
    tags,
  }
}

export default function TheIndex() {
  const data = useLoaderData<typeof loader>()
  const { search } = useLocation()
  return (
    <>
      <PageMeta title={data.page > 1 ? `${data.title} (page ${data.page})` : data.title} description={data.intro} indexable={data.indexable} image={data.featured[0]?.featuredImagePath ?? data.posts[0]?.featuredImagePath ?? undefined} />
      <IndexListPage
        heading={data.heading}
        subheading={data.subheading}
        intro={data.intro}
        crumbs={data.crumbs}
        featured={data.featured}
        posts={data.posts}
        page={data.page}
        totalPages={data.totalPages}
        query={search}
        prefix={data.prefix}
        tags={data.tags}
      />
    </>
  )
}
