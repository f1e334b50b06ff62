import type { Product } from '@ironhouse/contracts'
import { useRootData } from '../../platform/use-root-data.ts'

/**
 * A quoted product (platform §3: the API's `pricing.quoted`) is sold by quote: no quantity, Add to Cart or
 * Buy Now (a cart refuses it), but a request by mail to the site's own address (the footer's mailto: link),
 * the product named in the subject.
 */
export function QuoteRequest({ product }: { product: Product }) {
  const { site } = useRootData()
  const mail = site.navigation.footer.flatMap((column) => column.links).find((link) => link.url.startsWith('mailto:'))?.url
  const subject = encodeURIComponent(`Quote: ${product.name} (${product.sku})`)
  return (
    <p className="add-to-cart__quote">
      Built and priced to your space.{' '}
      {mail ? (
        <a className="button button--primary" href={`${mail}${mail.includes('?') ? '&' : '?'}subject=${subject}`}>
          Request a quote
        </a>
      ) : (
        'Contact us for a quote.'
      )}
    </p>
  )
}
