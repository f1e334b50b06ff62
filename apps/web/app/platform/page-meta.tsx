import { useLocation } from 'react-router'
import { useCompletedNavigations } from './navigation-count.ts'
import { pageSeo } from './seo.ts'
import { siteFromPath } from './site.ts'
import { useRootData } from './use-root-data.ts'

export type PageMetaProps = {
  title: string
  description?: string | undefined
  /** The page has a canonical index (see pageSeo for the rules). */
  indexable?: boolean | undefined
}

/**
 * Title, description, robots, canonical, og:url and hreflang links; React 19 hoists them into head. The
 * hreflang links go from the first client-side navigation on (platform §2).
 */
export function PageMeta({ title, description, indexable = false }: PageMetaProps) {
  const { origins } = useRootData()
  const { pathname } = useLocation()
  const completedNavigations = useCompletedNavigations()
  const seo = pageSeo({ origins, site: siteFromPath(pathname), pathname, indexable, completedNavigations })
  const fullTitle = title === 'Ironhouse' ? title : `${title} | Ironhouse`
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta name="robots" content={seo.robots} />
      <meta property="og:title" content={fullTitle} />
      {seo.canonical ? <link rel="canonical" href={seo.canonical} /> : null}
      {seo.ogUrl ? <meta property="og:url" content={seo.ogUrl} /> : null}
      {seo.alternates.map((alt) => (
        <link key={alt.hrefLang} rel="alternate" hrefLang={alt.hrefLang} href={alt.href} />
      ))}
    </>
  )
}
