import { HOME_CONTENT_PAGE_URL } from '@ironhouse/domain'
import { useLoaderData } from 'react-router'
import { ContentPage } from '../features/content/content-page.tsx'
import { loadContentPageData } from '../features/content/load-content.server.ts'
import { isNotFound } from '../platform/api.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { notFound, pageContext } from '../platform/page.server.ts'
import { metaDescriptionFrom } from '../platform/seo.ts'
import { loadSite } from '../platform/shell.server.ts'
import type { Route } from './+types/home'

/** '/' (and each site's root) is the content page homepage_2015 (shell §2). */
export async function loader(args: Route.LoaderArgs) {
  const { api, ref } = pageContext(args)
  const site = await loadSite(api, ref)
  try {
    return { data: await loadContentPageData(api, HOME_CONTENT_PAGE_URL, site) }
  } catch (error) {
    if (isNotFound(error)) notFound()
    throw error
  }
}

export default function Home() {
  const { data } = useLoaderData<typeof loader>()
  return (
    <>
      <PageMeta title="Ironhouse" description={metaDescriptionFrom(data.page.metaDescription)} indexable />
      <ContentPage data={data} />
    </>
  )
}
