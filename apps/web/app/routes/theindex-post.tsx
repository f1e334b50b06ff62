import { redirect, useLoaderData } from 'react-router'
import { IndexPostPage } from '../features/the-index/index-views.tsx'
import { loadIndexPost, loadIndexTags } from '../features/the-index/load-index.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { metaDescriptionFrom } from '../platform/meta-description.ts'
import { guardEntry, notFound, pageContext } from '../platform/page.server.ts'
import { sitePath } from '../platform/site.ts'
import indexCss from '../styles/the-index.css?url'
import type { Route } from './+types/theindex-post'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: indexCss }]

/**
 * A post of The Index, /theindex/{anything}/{slug} (shell §2). The post's own path is under its first
 * category (/theindex/news/{slug}); another first segment answers a 301 there, so each post has one
 * address (and one canonical). An unknown slug, or a path of another shape, is the 404 page.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const { api, ref, url } = page
  const match = /^([a-z0-9-]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/i.exec(args.params['*'] ?? '')
  if (!match?.[2]) notFound()
  const [post, tags] = await Promise.all([loadIndexPost(api, match[2].toLowerCase()), loadIndexTags(api)])
  if (!post) notFound()
  const path = sitePath(ref.prefix, post.link)
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301)
  return { post, tags, prefix: ref.prefix }
}

export default function TheIndexPost() {
  const { post, tags, prefix } = useLoaderData<typeof loader>()
  return (
    <>
      <PageMeta title={post.title} description={post.excerpt ? metaDescriptionFrom(post.excerpt) : metaDescriptionFrom(post.content)} indexable image={post.largeFeaturedImagePath ?? post.featuredImagePath ?? undefined} />
      <IndexPostPage post={post} prefix={prefix} tags={tags} />
    </>
  )
}
