import { HOME_CONTENT_PAGE_URL } from '@ironhouse/domain'
import { useLoaderData } from 'react-router'
import { ContentPage } from '../features/content/content-page.tsx'
import { loadContentPageData } from '../features/content/load-content.server.ts'
import { isNotFound } from '../platform/api.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { siteFromPath } from '../platform/site.ts'
import { useRootData } from '../platform/use-root-data.ts'
import { notFound, pageContext } from '../platform/page.server.ts'
import { metaDescriptionFrom } from '../platform/meta-description.ts'
import { loadSite } from '../platform/shell.server.ts'
import type { Route } from './+types/home'

/** '/' (and each site's root) is the content page homepage_2015 (shell §2). */
export async function loader(args: Route.LoaderArgs) {
  const { api, ref, url } = pageContext(args)
  const site = await loadSite(api, ref)
  try {
    return { data: await loadContentPageData(api, HOME_CONTENT_PAGE_URL, site, url) }
  } catch (error) {
    if (isNotFound(error)) notFound()
    throw error
  }
}

/** Organization and WebSite (with the search box's SearchAction) on the home page, absolute URLs from the configured origin. */
function HomeJsonLd() {
  const { origins, prefix } = useRootData()
  const code = siteFromPath(prefix || '/').code
  const home = `${origins[code] ?? ''}${prefix || '/'}`
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Ironhouse',
      url: home,
      logo: `${origins[code] ?? ''}/icon-512.png`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Ironhouse',
      url: home,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origins[code] ?? ''}${prefix}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ]
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}

export default function Home() {
  const { data } = useLoaderData<typeof loader>()
  return (
    <>
      <PageMeta title="Ironhouse" description={metaDescriptionFrom(data.page.metaDescription)} indexable />
      <HomeJsonLd />
      <ContentPage data={data} />
    </>
  )
}
