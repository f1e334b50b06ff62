import { Breadcrumb, breadcrumbListData, JsonLd } from '../../ui/breadcrumb.tsx'
import { ContentPage } from '../content/content-page.tsx'
import { ListingView } from '../listing/listing-view.tsx'
import type { CategoryPageData } from './load-category.server.ts'

/**
 * The category page: name, description, subcategory and top links, and the listing (facets, sort, pages),
 * with its BreadcrumbList as structured data (`origin`: the site's configured public origin).
 */
export function CategoryPage({ data, origin = '' }: { data: CategoryPageData; origin?: string | undefined }) {
  if (data.kind === 'landing') return <ContentPage data={data.content} />
  const { category, listing, prefix } = data
  // Home, then the categories above this one as the server names them (a subcategory's parent), then it
  const crumbs = [
    { label: 'Home', url: prefix === '' ? '/' : prefix },
    ...category.ancestors.map((above) => ({ label: above.name, url: `${prefix}${above.url}` })),
    { label: category.name, url: `${prefix}${category.url}` },
  ]
  // top links that only repeat a subcategory link are shown once, with the subcategories
  const childUrls = new Set(category.children.map((c) => c.url))
  const topLinks = category.topLinks.filter((link) => !childUrls.has(link.url))
  return (
    <ListingView
      data={listing}
      title={category.name}
      header={
        <>
          <Breadcrumb crumbs={crumbs} />
          <JsonLd data={breadcrumbListData(crumbs, origin)} />
        </>
      }
      intro={
        <>
          {category.description ? (
            // category descriptions are HTML written by the store's editors (trusted)
            <div className="category-page__description" dangerouslySetInnerHTML={{ __html: category.description }} />
          ) : null}
          {topLinks.length > 0 ? (
            <nav aria-label={`${category.name} highlights`} className="link-pills">
              <ul>
                {topLinks.map((link) => (
                  <li key={link.url}>
                    <a href={link.url.startsWith('/') ? `${prefix}${link.url}` : link.url}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {category.children.length > 0 ? (
            <nav aria-label={`Shop ${category.name} by category`} className="link-pills link-pills--subcategories">
              <ul>
                {category.children.map((child) => (
                  <li key={child.categoryId}>
                    <a href={`${prefix}${child.url}`} data-category-id={child.categoryId}>
                      {child.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </>
      }
    />
  )
}
