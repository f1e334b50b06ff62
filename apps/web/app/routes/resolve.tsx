import { data, useActionData, useLoaderData, useLocation } from 'react-router'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { isEquippedGymsEnabled, reviewsHidden } from '@ironhouse/domain'
import { editorialOf, loadBrandPage } from '../features/brand-pages/load-brand-page.server.ts'
import { addToCartFromForm } from '../features/cart/add-to-cart.server.ts'
import { productViewsReady } from '../features/product/product-views.server.ts'
import { productJsonLd } from '../features/product/product-json-ld.server.ts'
import { ProductPage } from '../features/product/product-page.tsx'
import { CHOICE_QUERY } from '../features/product/choice.ts'
import { notFoundView } from '../features/shell/message-views.ts'
import { lazyView } from '../platform/lazy-view.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { readLoadContext } from '../platform/api.server.ts'
import { publicOriginsOf } from '../platform/origins.server.ts'
import { pageContext, serverFlagOn } from '../platform/page.server.ts'
import { metaDescriptionFrom } from '../platform/meta-description.ts'
import { siteFromPath } from '../platform/site.ts'
import { useRootData } from '../platform/use-root-data.ts'
import { loadSite } from '../platform/shell.server.ts'
import { brandPagePattern } from './brand-pages.ts'
import { redirectLanguageScreen } from './language-screens.server.ts'
import { resolvePath } from './resolve.server.ts'
import type { Route } from './+types/resolve'

// The category and content views arrive only on their own pages (a product page, the usual landing
// page, does not load the listing or the block tree; issue 13). The product view stays in the route's
// own code: its page hydrates without a second request. No Suspense boundary around them: React would
// stream a large view out of line (shown by a script, so not without JavaScript); without one, the
// server renders the loaded view in place and the browser's hydration waits for the view's chunk.
const categoryView = lazyView(() => import('../features/category/category-page.tsx').then((module) => module.CategoryPage))
const contentView = lazyView(() => import('../features/content/content-page.tsx').then((module) => module.ContentPage))
// a brand's catalogue or gym map (shell §2) is rare: its view stays out of the code every page loads
const brandPageView = lazyView(() => import('../features/brand-pages/brand-page.tsx').then((module) => module.BrandPage))

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  const { api, ref, url } = page
  const notFound = async () => {
    await notFoundView.ready()
    return data({ kind: 'not-found' as const, prefix: ref.prefix }, { status: 404 })
  }
  redirectLanguageScreen(ref, url.search)
  // /{brand}-catalog is USA only; /{brand}-equipped-gyms needs enable_gym_map (shell §2).
  const brand = brandPagePattern(ref.restPath)
  if (brand?.kind === 'catalog' && ref.code !== 'USA') return notFound()
  if (brand?.kind === 'equipped-gyms' && !isEquippedGymsEnabled(await serverFlagOn(page, 'enable_gym_map'))) return notFound()
  const site = await loadSite(api, ref)
  const resolved = await resolvePath(api, site, url, ref.prefix)
  // a brand the catalogue carries: its listing where the route lookup knows the path not, its gym map
  // under the editors' page where there is one (a content page, or a landing category such as 4691);
  // any other brand is not found
  const editorial = brand?.kind === 'equipped-gyms' ? editorialOf(resolved) : null
  if (brand && (resolved.kind === 'not-found' || editorial)) {
    const brandPage = await loadBrandPage(page, brand, () => serverFlagOn(page, 'enable_gym_add'), editorial)
    if (brandPage) {
      await brandPageView.ready()
      return { kind: 'brand-page' as const, prefix: ref.prefix, data: brandPage }
    }
  }
  if (resolved.kind === 'not-found') return notFound()
  // the view's module is loaded before the render, which then never suspends on the server
  if (resolved.kind === 'product') {
    const { product, children, bundlePackage, pricing, breadcrumb, prefix } = resolved.data
    await productViewsReady(product)
    // the structured data is written here, on the server: the browser renders it as it comes
    const origin = publicOriginsOf(readLoadContext(args.context))[ref.code]
    const jsonLd = productJsonLd({ product, children, bundlePackage, pricing, origin, path: `${prefix}${product.url}`, breadcrumb })
    return { ...resolved, prefix: ref.prefix, jsonLd, reviews: !reviewsHidden(product.attributes), description: metaDescriptionFrom(product.description) }
  }
  // the meta description is written here too (meta-description.ts)
  if (resolved.kind === 'category') {
    await categoryView.ready()
    return { ...resolved, prefix: ref.prefix, description: metaDescriptionFrom(resolved.data.category.description) }
  }
  await contentView.ready()
  return { ...resolved, prefix: ref.prefix, description: metaDescriptionFrom(resolved.data.page.metaDescription) }
}

/**
 * A product page's Add to Cart form posted without JavaScript (the page's script adds through the API
 * itself): features/cart/add-to-cart.server.ts adds to the active cart and sends the browser to /cart,
 * or answers the refusal's message, shown in the form. The request passed the API's CSRF check on its
 * way in (a page POST is a state-changing request like any other). Other pages take no posts.
 */
export async function action(args: Route.ActionArgs) {
  const page = pageContext(args)
  const { api, ref, url } = page
  const site = await loadSite(api, ref)
  const resolved = await resolvePath(api, site, url, ref.prefix)
  if (resolved.kind !== 'product') throw data({ message: 'Only a product page takes a form post' }, { status: 405 })
  return addToCartFromForm(api, args.request, resolved.data.product, ref.prefix)
}

/** The search params of a URL without the product page's choice (`b`). */
function withoutChoice(url: URL): string {
  const params = new URLSearchParams(url.search)
  params.delete(CHOICE_QUERY)
  params.sort()
  return params.toString()
}

/**
 * Choosing a variant on a product page only rewrites `b` (commerce §2): the page already holds every
 * variant, so the route does not load again. Any other change (a listing's filters, another path) does,
 * and so does a revalidation the page asks for on the same URL (the shopper signed in or out: prices
 * are the new customer group's).
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate
  if (formMethod === undefined && currentUrl.pathname === nextUrl.pathname && withoutChoice(currentUrl) === withoutChoice(nextUrl)) return false
  return defaultShouldRevalidate
}

export default function Resolve() {
  const result = useLoaderData<typeof loader>()
  const posted = useActionData<typeof action>()
  const { origins } = useRootData()
  const { pathname } = useLocation()
  switch (result.kind) {
    case 'product':
      return (
        <>
          <PageMeta
            title={result.data.product.name}
            description={result.description}
            image={result.data.product.thumbnail ?? undefined}
            type="product"
            indexable
          />
          <ProductPage data={result.data} jsonLd={result.jsonLd} reviews={result.reviews} cartError={posted?.cartError} />
        </>
      )
    case 'category':
      return (
        <>
          <PageMeta title={result.data.category.name} description={result.description} indexable />
          <categoryView.View data={result.data} origin={origins[siteFromPath(pathname).code]} />
        </>
      )
    case 'content':
      return (
        <>
          <PageMeta title={result.data.page.title} description={result.description} indexable={result.data.page.indexable} />
          <contentView.View data={result.data} />
        </>
      )
    case 'brand-page':
      return <brandPageView.View data={result.data} prefix={result.prefix} />
    default:
      return <notFoundView.View prefix={result.prefix} />
  }
}
