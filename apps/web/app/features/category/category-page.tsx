import { Breadcrumb } from '../../ui/breadcrumb.tsx'
import { Pagination } from '../../ui/pagination.tsx'
import { ProductGrid } from '../../ui/product-tile.tsx'
import { ContentPage } from '../content/content-page.tsx'
import type { CategoryPageData } from './load-category.server.ts'

/** Tiles in view when a category page opens (two rows of two on phones, the first row on desktops): not lazy. */
const CATEGORY_EAGER_TILES = 4

/** The category page: name, description, subcategory and top links, and the product grid with pages. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  if (data.kind === 'landing') return <ContentPage data={data.content} />
  const { category, products, page, totalPages, total, pricing, prefix, query } = data
  // top links that only repeat a subcategory link are shown once, with the subcategories
  const childUrls = new Set(category.children.map((c) => c.url))
  const topLinks = category.topLinks.filter((link) => !childUrls.has(link.url))
  return (
    <article className="category-page">
      <Breadcrumb
        crumbs={[
          { label: 'Home', url: prefix === '' ? '/' : prefix },
          { label: category.name, url: `${prefix}${category.url}` },
        ]}
      />
      <h1>{category.name}</h1>
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
      <section aria-labelledby="category-products-heading" className="category-page__products">
        <h2 id="category-products-heading" className="category-page__count">
          {total === 1 ? '1 product' : `${total} products`}
        </h2>
        <ProductGrid products={products} pricing={pricing} prefix={prefix} eagerCount={CATEGORY_EAGER_TILES} />
        <Pagination page={page} totalPages={totalPages} query={query} />
      </section>
    </article>
  )
}
