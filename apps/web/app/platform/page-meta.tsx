import { imageDeliveryUrl } from '@ironhouse/domain'
import { useLocation } from 'react-router'
import { useCompletedNavigations } from './navigation-count.ts'
import { pageSeo } from './seo.ts'
import { siteFromPath } from './site.ts'
import { useRootData } from './use-root-data.ts'

/** The home page's title: the store's name and what it sells. */
export const HOME_TITLE = 'Ironhouse | Strength Equipment, Barbells, Plates, Racks & Apparel'

export type PageMetaProps = {
  title: string
  description?: string | undefined
  /** The page has a canonical index (see pageSeo for the rules). */
  indexable?: boolean | undefined
  /** The page's main image (a site path such as /media/catalog/...); og:image and twitter:image get it absolute. */
  image?: string | undefined
  /** og:type: 'product' on product pages, 'website' elsewhere. */
  type?: 'website' | 'product' | undefined
}

/** The width of the og:image and twitter:image conversion (platform §9 responsive width). */
const SHARE_IMAGE_WIDTH = 1284
const SHARE_IMAGE_FALLBACK = '/icon-512.png'

/**
 * Title, description, robots, canonical, og:url and hreflang links; React 19 hoists them into head. The
 * hreflang links go from the first client-side navigation on (platform §2).
 */
export function PageMeta({ title, description, indexable = false, image, type = 'website' }: PageMetaProps) {
  const { origins } = useRootData()
  const { pathname } = useLocation()
  const completedNavigations = useCompletedNavigations()
  const site = siteFromPath(pathname)
  const seo = pageSeo({ origins, site, pathname, indexable, completedNavigations })
  const fullTitle = title === 'Ironhouse' ? HOME_TITLE : `${title} | Ironhouse`
  const origin = origins[site.code] ?? ''
  const shareImage = `${origin}${image ? imageDeliveryUrl(image, { width: SHARE_IMAGE_WIDTH }) : SHARE_IMAGE_FALLBACK}`
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta name="robots" content={seo.robots} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content="Ironhouse" />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:image" content={shareImage} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      <meta name="twitter:image" content={shareImage} />
      {seo.canonical ? <link rel="canonical" href={seo.canonical} /> : null}
      {seo.ogUrl ? <meta property="og:url" content={seo.ogUrl} /> : null}
      {seo.alternates.map((alt) => (
        <link key={alt.hrefLang} rel="alternate" hrefLang={alt.hrefLang} href={alt.href} />
      ))}
    </>
  )
}
