import { INDEX_CATEGORIES, indexPostCategories } from '@ironhouse/domain'
import type { IndexPost, IndexTag } from '@ironhouse/contracts'
import { Breadcrumb, type Crumb } from '../../ui/breadcrumb.tsx'
import { ResponsiveImage } from '../../ui/image.tsx'
import { Pagination } from '../../ui/pagination.tsx'
import { sitePath } from '../../platform/site.ts'
import type { IndexCard } from './load-index.server.ts'

/** The hero masters the demo posts use are 1960 × 800 (the CMS heroes). */
const IMAGE = { width: 1960, height: 800 }

/** A post's date as the editors write it (UTC, so the server's and the browser's text agree). */
export function postDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/** Where a category chip leads: the category page, with ?tag=journeyman for the Journeyman name (shell §3). */
function categoryHref(prefix: string, slug: string, name: string, tags: ReadonlyArray<IndexTag>, tagIds: ReadonlyArray<number>): string {
  const renamedBy = tags.find((tag) => tagIds.includes(tag.id) && tag.name === name)
  return sitePath(prefix, `/theindex/${slug}${renamedBy ? `?tag=${renamedBy.slug}` : ''}`)
}

function PostCard({ post, prefix, tags, eager }: { post: IndexCard; prefix: string; tags: ReadonlyArray<IndexTag>; eager: boolean }) {
  const categories = indexPostCategories(post.categories, post.tags)
  return (
    <li className="index-card">
      {post.featuredImagePath ? (
        <ResponsiveImage src={post.featuredImagePath} alt="" {...IMAGE} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" eager={eager} className="index-card__image" />
      ) : null}
      <p className="index-card__meta">
        {categories.map((c) => (
          <a key={c.id} href={categoryHref(prefix, c.slug, c.name, tags, post.tags)} className="index-chip">
            {c.name}
          </a>
        ))}
        <time dateTime={post.date}>{postDate(post.date)}</time>
      </p>
      <h3 className="index-card__title">
        <a href={sitePath(prefix, post.link)}>{post.title}</a>
      </h3>
      {post.excerpt ? <p className="index-card__excerpt">{post.excerpt}</p> : null}
    </li>
  )
}

export type IndexListProps = {
  heading: string
  /** A second heading under the h1 (a brand page names its brand here). */
  subheading?: string | undefined
  intro: string
  crumbs: ReadonlyArray<Crumb>
  featured: ReadonlyArray<IndexCard>
  posts: ReadonlyArray<IndexCard>
  page: number
  totalPages: number
  query: string
  prefix: string
  tags: ReadonlyArray<IndexTag>
}

/** The Index, a category, a brand or the events (shell §2): featured posts on the first page, then the latest. */
export function IndexListPage({ heading, subheading, intro, crumbs, featured, posts, page, totalPages, query, prefix, tags }: IndexListProps) {
  return (
    <div className="index-page">
      <Breadcrumb crumbs={crumbs} />
      <h1>{heading}</h1>
      {subheading ? <h2 className="index-page__subheading">{subheading}</h2> : null}
      <p className="index-page__intro">{intro}</p>
      <nav aria-label="The Index categories" className="index-page__categories">
        <a href={sitePath(prefix, '/theindex/events')} className="index-chip">
          Events
        </a>
        {INDEX_CATEGORIES.filter((c) => c.slug !== 'events').map((c) => (
          <a key={c.id} href={sitePath(prefix, `/theindex/${c.slug}`)} className="index-chip">
            {c.name}
          </a>
        ))}
      </nav>
      {featured.length > 0 ? (
        <section aria-labelledby="index-featured">
          <h2 id="index-featured">Featured</h2>
          <ul className="index-grid index-grid--featured">
            {featured.map((post, i) => (
              <PostCard key={post.id} post={post} prefix={prefix} tags={tags} eager={i === 0} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="index-latest">
        <h2 id="index-latest">{featured.length > 0 ? 'Latest stories' : 'Stories'}</h2>
        {posts.length > 0 ? (
          <ul className="index-grid">
            {posts.map((post, i) => (
              <PostCard key={post.id} post={post} prefix={prefix} tags={tags} eager={featured.length === 0 && i === 0} />
            ))}
          </ul>
        ) : (
          <p>No stories here yet. <a href={sitePath(prefix, '/theindex')}>See all of The Index</a>.</p>
        )}
        <Pagination page={page} totalPages={totalPages} query={query} />
      </section>
    </div>
  )
}

/** A post of The Index (shell §2 /theindex/*\/{slug}): the sanitised content the posts service sends. */
export function IndexPostPage({ post, prefix, tags }: { post: IndexPost; prefix: string; tags: ReadonlyArray<IndexTag> }) {
  const categories = indexPostCategories(post.categories, post.tags)
  const postTags = post.tags.flatMap((id) => tags.filter((tag) => tag.id === id))
  const first = categories[0]
  const crumbs: Array<Crumb> = [
    { label: 'The Index', url: sitePath(prefix, '/theindex') },
    ...(first ? [{ label: first.name, url: categoryHref(prefix, first.slug, first.name, tags, post.tags) }] : []),
    { label: post.title, url: sitePath(prefix, post.link) },
  ]
  const image = post.largeFeaturedImagePath ?? post.featuredImagePath
  return (
    <article className="index-page index-post">
      <Breadcrumb crumbs={crumbs} />
      <h1>{post.title}</h1>
      <p className="index-card__meta">
        <time dateTime={post.date}>{postDate(post.date)}</time>
      </p>
      {post.featuredVideo ? (
        <iframe className="index-post__video" src={post.featuredVideo} title={post.title} allow="encrypted-media; picture-in-picture" allowFullScreen loading="lazy" />
      ) : image ? (
        <ResponsiveImage src={image} alt="" {...IMAGE} sizes="(min-width: 1366px) 1366px, 100vw" eager className="index-post__image" />
      ) : null}
      {/* content is sanitised by the posts service (no script, handler or foreign embed; docs/the-index.md) */}
      <div className="index-post__content cms-html" dangerouslySetInnerHTML={{ __html: post.content }} />
      <footer className="index-post__footer">
        {categories.length > 0 ? (
          <p>
            <span className="index-post__label">Categories: </span>
            {categories.map((c) => (
              <a key={c.id} href={categoryHref(prefix, c.slug, c.name, tags, post.tags)} className="index-chip">
                {c.name}
              </a>
            ))}
          </p>
        ) : null}
        {postTags.length > 0 ? (
          <p>
            <span className="index-post__label">Tags: </span>
            {postTags.map((tag) => (
              <a key={tag.id} href={sitePath(prefix, `/theindex/ryour${tag.slug}`)} className="index-chip">
                {tag.name}
              </a>
            ))}
          </p>
        ) : null}
        <p>
          <a href={sitePath(prefix, '/theindex')}>Back to The Index</a>
        </p>
      </footer>
    </article>
  )
}
