import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '@ironhouse/contracts'
import { reviewsHidden } from '@ironhouse/domain'
import {
  activePromo,
  decided,
  upcomingPromo,
  headingLevels,
  imagesWithoutAlt,
  makePricing,
  makeProduct,
  textOf,
  unlabelledControls,
} from '../../ui/test-fixtures.ts'
import type { ProductPageData } from './load-product.server.ts'
import { SessionProvider } from '../../platform/session-context.tsx'
import { GUEST_SESSION } from '../../platform/session.ts'
import { giftcardPartiesView, notifyMeView, quoteRequestView } from '../cart/add-to-cart.tsx'
import { CartProvider } from '../cart/cart-context.tsx'
import { productOptionsReady } from './product-options.tsx'
import { ProductPage, productNoticesReady } from './product-page.tsx'
import { productJsonLd } from './product-json-ld.server.ts'

function render(product: Product, extra: Partial<ProductPageData> = {}, path = '/') {
  const data: ProductPageData = {
    product,
    children: [],
    related: {},
    pricing: makePricing(),
    bundlePackage: null,
    prefix: '',
    breadcrumb: [
      { label: 'Home', url: '/' },
      { label: 'Barbells', url: '/weightlifting-bars-plates/barbells' },
      { label: product.name, url: product.url },
    ],
    ...extra,
  }
  const element = (
    <SessionProvider initial={GUEST_SESSION} site={{ code: 'USA', storeId: 1, prefix: '' }}>
      <CartProvider>
        <ProductPage data={data} reviews={!reviewsHidden(product.attributes)} jsonLd={productJsonLd({ ...data, origin: '', path: `${data.prefix}${product.url}` })} />
      </CartProvider>
    </SessionProvider>
  )
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })
  const html = renderToString(<RouterProvider router={router} />)
  return { html, text: textOf(html) }
}

const inventory = (over: Partial<NonNullable<Product['inventory']>>) => ({
  min: 1,
  max: 0,
  bin: false,
  backorder: false,
  qoh: 0,
  leadTime: null,
  restockStatus: null,
  promoQty: null,
  ms: null,
  ...over,
})

// the product page's loader readies the notify-me view and the product type's options on the server
// before rendering (routes/resolve.tsx)
// the lazy views of every kind of product page, loaded as the route's loader does before a render
beforeAll(() =>
  Promise.all([
    notifyMeView.ready(),
    giftcardPartiesView.ready(),
    quoteRequestView.ready(),
    ...(['configurable', 'bundle', 'giftcard', 'grouped'] as const).map((type) => productOptionsReady({ type, customOptions: [] })),
    productOptionsReady({ type: 'simple', customOptions: [{} as Product['customOptions'][number]] }),
    productNoticesReady(makeProduct({ isProgram: true, hundoPricing: [{ ruleWeight: 100, discountPerLb: 5 }] })),
  ]),
)

describe('ProductPage', () => {
  it('renders the name as h1, the gallery with alt text and the breadcrumb', () => {
    const { html } = render(makeProduct())
    expect(html).toContain('<h1>Ohio Bar</h1>')
    expect(html).toContain('alt="Ohio Bar, full length"')
    expect(html).toMatch(/srcSet="[^"]*360w[^"]*1960w"/)
    expect(html).toContain('aria-label="Show image 2 of 2: Ohio Bar sleeve"')
    expect(html).toContain('href="/weightlifting-bars-plates/barbells"')
    expect(imagesWithoutAlt(html)).toEqual([])
  })

  it('platform §9: gallery thumbnails load at the small thumbnail width 83 (308 on dense screens) and are not lazy', () => {
    const { html } = render(makeProduct())
    const thumbs = html.match(/<button[^>]*class="gallery__thumb"[^>]*><img[^>]*>/g) ?? []
    expect(thumbs).toHaveLength(2)
    for (const thumb of thumbs) {
      expect(thumb).toMatch(/src="[^"]*\?w=83&amp;[^"]*"/)
      expect(thumb).toMatch(/srcSet="[^"]*\?w=83&amp;[^"]* 1x, [^"]*\?w=308&amp;[^"]* 2x"/)
      expect(thumb).toContain('loading="eager"')
    }
    expect(html).toMatch(/<img[^>]*fetchPriority="high"[^>]*alt="Ohio Bar, full length"|<img[^>]*alt="Ohio Bar, full length"[^>]*fetchPriority="high"/)
  })

  it('commerce §4: a special price below list shows the final price and the struck list price', () => {
    const pricing = decided(29500, { final: 26500, source: 'special', special: 26500 })
    const { html, text } = render(makeProduct({ price: 29500, special_price: 26500, pricing }))
    expect(text).toContain('$265.00')
    expect(html).toMatch(/<s class="price__list">.*\$295\.00<\/s>/)
  })

  it('commerce §4: an upcoming promo shows the list price only, no Hot Deal', () => {
    const { html, text } = render(makeProduct({ price: 29500, ...upcomingPromo(29500) }))
    expect(text).toContain('$295.00')
    expect(text).not.toContain('$249.00')
    expect(text).not.toContain('Hot Deal')
    expect(html).not.toContain('<s ')
  })

  it('commerce §4: an active promo shows the promo price with the Hot Deal badge', () => {
    const { text } = render(makeProduct({ price: 29500, ...activePromo(29500) }))
    expect(text).toContain('Hot Deal')
    expect(text).toContain('$249.00')
  })

  it('platform §3: the quoted product 91377 asks for a quote instead of a price', () => {
    const { text } = render(makeProduct({ productId: 91377, name: 'Custom Rig', price: 0, pricing: decided(0, { quoted: true }) }))
    expect(text).toContain('Request a quote')
    expect(text).not.toContain('$0.00')
    // sold by quote: nothing to put in a cart (the list service refuses it too)
    expect(text).not.toContain('Add to Cart')
    expect(text).not.toContain('Buy Now')
    expect(text).not.toContain('Quantity')
    expect(text).toContain('Add to Wishlist')
  })

  it('shell §9: the euro site shows the VAT-inclusive price the API decided, with its excluding-VAT figure', () => {
    const vat = { countryId: 'IE', ratePercent: 23, finalExcludingVat: 25935, listExcludingVat: 25935 }
    const { text } = render(makeProduct({ price: 31900, currency: 'EUR', storeId: 5, pricing: decided(31900, { currency: 'EUR', vat }) }), {
      pricing: makePricing({ siteCode: 'EUR', currency: 'EUR' }),
    })
    expect(text).toContain('€319.00')
    expect(text).toContain('Incl. VAT')
    expect(text).toContain('€259.35 excl. VAT')
  })

  it('commerce §4: the group price the API decided is what the shopper sees, with the list price struck', () => {
    const pricing = decided(29500, { final: 28025, source: 'customerGroup', groupPrice: 28025 })
    const { html, text } = render(makeProduct({ price: 29500, pricing }))
    expect(text).toContain('$280.25')
    expect(html).toMatch(/<s class="price__list">.*\$295\.00<\/s>/)
  })

  it.each([
    { label: 'in stock', inv: inventory({ max: 25, qoh: 25 }), shows: ['In Stock'], hides: ['Out of Stock'] },
    { label: 'max 0 without bin', inv: inventory({ max: 0 }), shows: ['Out of Stock'], hides: ['Notify me when available'] },
    { label: 'max 0 with bin', inv: inventory({ max: 0, bin: true }), shows: ['Out of Stock', 'Notify me when available'], hides: [] },
    {
      // it read "In Stock" above "Available on backorder": one headline now, the rulebook's stockLabelOf
      label: 'only on backorder (none on hand), with lead time',
      inv: inventory({ max: 20, qoh: 0, backorder: true, leadTime: '4-6 weeks' }),
      shows: ['Available on backorder', 'Lead time: 4-6 weeks'],
      hides: ['In Stock'],
    },
    { label: 'backorder allowed with some on hand', inv: inventory({ max: 20, qoh: 5, backorder: true }), shows: ['In Stock'], hides: ['backorder'] },
  ])('commerce §4 stock status: $label', ({ inv, shows, hides }) => {
    const { text } = render(makeProduct({ inventory: inv }))
    for (const s of shows) expect(text).toContain(s)
    for (const s of hides) expect(text).not.toContain(s)
  })

  it.each([
    { label: 'out of stock', inv: inventory({ max: 0 }) },
    { label: 'notify-me', inv: inventory({ max: 0, bin: true }) },
    { label: 'no inventory', inv: null },
  ])('commerce §4 stock status: a product that cannot be bought ($label) shows no Quantity control', ({ inv }) => {
    const { html, text } = render(makeProduct({ inventory: inv }))
    expect(text).toContain('Out of Stock')
    expect(text).not.toContain('Quantity')
    expect(html).not.toContain('name="qty"')
    expect(text).not.toContain('Add to Cart')
    // an in-stock product keeps it
    const inStock = render(makeProduct({ inventory: inventory({ max: 25, qoh: 25 }) }))
    expect(inStock.text).toContain('Quantity')
    expect(inStock.html).toContain('name="qty"')
  })

  it('commerce §4: no inventory is out of stock', () => {
    expect(render(makeProduct({ inventory: null })).text).toContain('Out of Stock')
  })

  it('commerce §5 gift card: fixed amounts as radios and an open amount within min and max', () => {
    const product = makeProduct({
      productId: 5001,
      name: 'Gift Card',
      type: 'giftcard',
      price: 0,
      giftcardData: { type: 'virtual', amounts: [2500, 5000, 10000], isOpenAmountAllowed: true, openAmountMin: 1000, openAmountMax: 50000 },
    })
    const { html, text } = render(product)
    for (const amount of ['$25.00', '$50.00', '$100.00']) expect(text).toContain(amount)
    expect(text).not.toContain('$0.00')
    expect(html.match(/type="radio" id="gc-amount-/g)).toHaveLength(3)
    expect(html).toMatch(/id="gc-custom-amount"[^>]*min="10.00"[^>]*max="500.00"/)
    expect(text).toContain('Between $10.00 and $500.00')
    expect(unlabelledControls(html)).toEqual([])
  })

  it('commerce §5 bundle: options with values, required marked, the free product shown as Included free', () => {
    const product = makeProduct({
      productId: 6001,
      name: 'Ohio Bar + Collars Bundle',
      type: 'bundle',
      bundleOptions: [
        {
          id: 11,
          title: 'Barbell',
          isRequired: true,
          includedProductId: null,
          values: [
            { productId: 1001, price: 0, priceType: 'fixed', canChangeQty: false, defaultQty: 1, isDefault: true, adds: 0 },
            { productId: 1002, price: 2500, priceType: 'fixed', canChangeQty: false, defaultQty: 1, isDefault: false, adds: 2500 },
          ],
        },
        { id: 12, title: 'Collars', isRequired: false, includedProductId: 3001, values: [] },
      ],
    })
    const { html, text } = render(product, {
      related: {
        '1001': { productId: 1001, name: 'Ohio Bar - Black Zinc' },
        '1002': { productId: 1002, name: 'Ohio Bar - Cerakote' },
        '3001': { productId: 3001, name: 'HG Collars' },
      },
    })
    expect(text).toContain('Barbell (required)')
    expect(text).toContain('Ohio Bar - Cerakote (+$25.00)')
    expect(text).toContain('Included free: HG Collars')
    expect(text).not.toContain('Collars (required)')
    expect(unlabelledControls(html)).toEqual([])
  })

  it('commerce §3 custom options: each type gets its control and a label', () => {
    const value = (id: number, title: string) => ({ id, title, price: 0, sku: null })
    const option = (id: number, type: 'radio' | 'drop_down' | 'checkbox' | 'multiple' | 'area' | 'field', title: string) => ({
      id,
      title,
      type,
      isRequired: id === 1,
      price: 0,
      sku: null,
      values: type === 'area' || type === 'field' ? [] : [value(id * 10 + 1, 'Red'), value(id * 10 + 2, 'Blue')],
    })
    const product = makeProduct({
      customOptions: [
        option(1, 'radio', 'Collar colour'),
        option(2, 'drop_down', 'Sleeve'),
        option(3, 'checkbox', 'Extras'),
        option(4, 'multiple', 'Add-ons'),
        option(5, 'area', 'Engraving'),
      ],
    })
    const { html, text } = render(product)
    expect(html).toMatch(/type="radio" id="custom-1-11"[^>]*name="options\[1\]"/)
    expect(html).toContain('<select id="custom-2" name="options[2]"')
    expect(html).toMatch(/type="checkbox" id="custom-3-31"/)
    expect(html).toMatch(/<select id="custom-4" name="options\[4\]\[\]" multiple=""/)
    expect(html).toContain('<textarea id="custom-5"')
    expect(text).toContain('Collar colour (required)')
    expect(unlabelledControls(html)).toEqual([])
  })

  it('configurable: one swatch per child with its stock', () => {
    const children = [
      makeProduct({ productId: 1101, name: 'Ohio Bar - Black', attributes: { color: 'Black' } }),
      makeProduct({ productId: 1102, name: 'Ohio Bar - Red', attributes: { color: 'Red' }, inventory: inventory({ max: 0, bin: true }) }),
    ]
    const { html, text } = render(makeProduct({ type: 'configurable', childrenIds: [1101, 1102] }), { children })
    expect(text).toContain('Black In Stock')
    expect(text).toContain('Red Out of Stock')
    expect(html.match(/name="childId"/g)).toHaveLength(2)
    expect(unlabelledControls(html)).toEqual([])
  })

  describe('the choice in the URL (commerce §2 b)', () => {
    const children = [
      makeProduct({
        productId: 1101,
        sku: 'RA0578-BLACK',
        name: 'Ohio Bar - Black',
        attributes: { color: 'Black' },
        thumbnail: '/media/catalog/ohio-black-front.svg',
        gallery: [{ link: '/media/catalog/ohio-black-front.svg', label: 'Ohio Bar - Black', width: 1000, height: 1000 }],
      }),
      makeProduct({
        productId: 1102,
        sku: 'RA0578-RED',
        name: 'Ohio Bar - Red',
        attributes: { color: 'Red' },
        thumbnail: '/media/catalog/ohio-red-front.svg',
        gallery: [{ link: '/media/catalog/ohio-red-front.svg', label: 'Ohio Bar - Red', width: 1000, height: 1000 }],
        pricing: decided(29500, { final: 25000, source: 'special', special: 25000 }),
        inventory: inventory({ max: 0, bin: true }),
      }),
    ]
    const parent = makeProduct({ type: 'configurable', childrenIds: [1101, 1102] })

    it('a link with b names the colour: its images, SKU, the price the API decided for it and its stock; notify-me for an out-of-stock colour', () => {
      const { html, text } = render(parent, { children }, '/ohio-bar?b=1102')
      expect(html).toMatch(/<input type="radio" id="child-1102"[^>]*checked=""/)
      expect(html).not.toMatch(/<input type="radio" id="child-1101"[^>]*checked=""/)
      expect(text).toContain('Color: Red')
      expect(text).toContain('SKU: RA0578-RED')
      expect(text).toContain('Sale price $250.00 Regular price $295.00')
      expect(/class="gallery__main"><img [^>]*>/.exec(html)?.[0]).toContain('ohio-red-front')
      expect(html).toContain('class="stock stock--bin"')
      expect(text).not.toContain('Add to Cart')
      expect(text).toContain('Notify me')
    })

    it('without b (or with an id that is not a child) nothing is chosen: the product\'s own images, SKU and Add to Cart', () => {
      for (const path of ['/ohio-bar', '/ohio-bar?b=999', '/ohio-bar?b=../1102']) {
        const { html, text } = render(parent, { children }, path)
        expect(html).not.toMatch(/name="childId"[^>]*checked=""/)
        expect(text).toContain('SKU: RA0578')
        expect(text).not.toContain('SKU: RA0578-')
        expect(text).toContain('Add to Cart')
      }
    })

    it("a bundle shows the package the server priced for the choice, what each value adds as the server says, the chosen products' images, and the b link per option", () => {
      const bar = makeProduct({ productId: 1001, sku: 'BAR', name: 'Ohio Bar', gallery: [{ link: '/media/catalog/bar.svg', label: 'Ohio Bar', width: 1000, height: 1000 }] })
      const power = makeProduct({ productId: 1005, sku: 'POWER', name: 'Ohio Power Bar', pricing: decided(42500, { final: 40000, source: 'special', special: 40000 }), gallery: [{ link: '/media/catalog/power.svg', label: 'Ohio Power Bar', width: 1000, height: 1000 }] })
      const plates = makeProduct({ productId: 1101, sku: 'PLATES', name: 'Bumper Pair', pricing: decided(10000), inventory: inventory({ max: 0 }) })
      const towel = makeProduct({ productId: 2205, sku: 'TOWEL', name: 'Gym Towel', pricing: decided(0) })
      const value = (productId: number, isDefault: boolean, adds: number, defaultQty = 1) => ({ productId, price: 0, priceType: 'dynamic' as const, canChangeQty: false, defaultQty, isDefault, adds })
      const bundle = makeProduct({
        productId: 1601,
        sku: 'PACKAGE',
        name: 'Garage Gym Package',
        type: 'bundle',
        pricing: decided(68000),
        gallery: [{ link: '/media/catalog/package.svg', label: 'Package', width: 1000, height: 1000 }],
        bundleOptions: [
          { id: 1, title: 'Barbell', isRequired: true, includedProductId: null, values: [value(1001, true, 29500), value(1005, false, 40000)] },
          { id: 2, title: 'Plates', isRequired: false, includedProductId: null, values: [value(1101, false, 20000, 2)] },
          { id: 3, title: 'Towel', isRequired: true, includedProductId: 2205, values: [value(2205, true, 0)] },
        ],
      })
      const children = [bar, power, plates, towel]
      const byDefault = render(bundle, { children, bundlePackage: { choice: [1001], pricing: decided(29500) } }, '/package')
      expect(byDefault.text).toContain('Your package$295.00')
      expect(byDefault.html).toMatch(/<input type="radio" id="bundle-1-1001"[^>]*checked=""/)
      expect(byDefault.text).toContain('Ohio Power Bar (+$400.00)')
      const chosen = render(
        bundle,
        { children, bundlePackage: { choice: [1005, 1101], pricing: decided(62500, { final: 60000, source: 'special', special: null }) } },
        '/package?b=1005-1101',
      )
      expect(chosen.text).toContain('Your packageSale price $600.00 Regular price $625.00')
      expect(chosen.html).toMatch(/<input type="radio" id="bundle-2-1101"[^>]*checked=""/)
      expect(chosen.html).toContain('power.svg')
      expect(chosen.text).toContain('SKU: PACKAGE')
      // a chosen product out of stock makes the package out of stock (commerce §4)
      expect(chosen.html).toContain('class="stock stock--oos"')
      expect(chosen.text).not.toContain('Add to Cart')
    })

    it('JSON-LD: one offer per colour, each with its own b link', () => {
      const { html } = render(parent, { children })
      const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '[]') as Array<{ offers?: Array<{ url: string; sku: string; price: string }> }>
      expect(data[0]?.offers?.map((o) => [o.sku, o.price, o.url])).toEqual([
        ['RA0578-BLACK', '295.00', '/ohio-bar?b=1101'],
        ['RA0578-RED', '250.00', '/ohio-bar?b=1102'],
      ])
    })
  })

  it('grouped: a table of children with price, stock and quantity', () => {
    const children = [
      makeProduct({ productId: 1201, name: '10 lb Plate Pair', price: 6000, special_price: 5000, pricing: decided(6000, { final: 5000, source: 'special', special: 5000 }) }),
      makeProduct({ productId: 1202, name: '25 lb Plate Pair', price: 12000, inventory: inventory({ max: 0 }) }),
    ]
    const { html, text } = render(makeProduct({ type: 'grouped', price: 0 }), { children })
    expect(html).toContain('<th scope="row">10 lb Plate Pair</th>')
    expect(text).toContain('$50.00')
    expect(text).toContain('Out of Stock')
    expect(html).not.toContain('id="qty"')
    expect(html).not.toContain('price price--m')
    expect(unlabelledControls(html)).toEqual([])
  })

  it('programs: monthly price with /mo and Free trial when is_trial', () => {
    const product = makeProduct({
      type: 'virtual',
      isProgram: true,
      name: 'Strength Program',
      price: 1999,
      inventory: inventory({ max: 9999 }),
      attributes: { subscription_interval: 'Month', is_trial: '1' },
    })
    const { text } = render(product)
    expect(text).toContain('$19.99/mo')
    expect(text).toContain('Free trial')
  })

  it('commerce §4 hundo: the tiers are announced as savings per lb', () => {
    const product = makeProduct({ hundoPricing: [{ ruleWeight: 500, discountPerLb: 10 }, { ruleWeight: 100, discountPerLb: 5 }] })
    const { text } = render(product)
    expect(text).toContain('Hundo pricing: save $0.05 per lb over 100 lb')
    expect(text).toContain('Hundo pricing: save $0.10 per lb over 500 lb')
  })

  it('add to cart without JavaScript: the refusal the server answered is the form alert (commerce §8 message)', () => {
    const data = {
      product: makeProduct(),
      children: [],
      related: {},
      pricing: makePricing(),
      bundlePackage: null,
      prefix: '',
      breadcrumb: [],
    }
    const html = renderToString(
      <RouterProvider
        router={createMemoryRouter(
          [
            {
              path: '*',
              element: (
                <SessionProvider initial={GUEST_SESSION} site={{ code: 'USA', storeId: 1, prefix: '' }}>
                  <CartProvider>
                    <ProductPage data={data} cartError="Invalid giftcard item custom amount" />
                  </CartProvider>
                </SessionProvider>
              ),
            },
          ],
          { initialEntries: ['/ohio-bar'] },
        )}
      />,
    )
    expect(html).toContain('<p class="add-to-cart__error" role="alert">Invalid giftcard item custom amount</p>')
    expect(render(makeProduct()).html).not.toContain('add-to-cart__error')
  })

  it('add to cart: a form with productId, a labelled quantity, Add to Cart, Buy Now, Add to Wishlist and Add to Compare', () => {
    const { html, text } = render(makeProduct())
    // without JavaScript the form posts to the product's own page, whose action adds to the cart
    expect(html).toContain('action="/ohio-bar" method="post"')
    expect(html).toContain('name="productId" value="1001"')
    expect(html).toMatch(/<button type="submit" class="button button--primary">Add to Cart<\/button>/)
    expect(text).toContain('Buy Now')
    expect(text).toContain('Add to Wishlist')
    expect(text).toContain('Add to Compare')
    expect(unlabelledControls(html)).toEqual([])
  })

  it('commerce §4: an out-of-stock product offers notify-me instead of Add to Cart', () => {
    const { html, text } = render(makeProduct({ inventory: inventory({ max: 0, bin: true }) }))
    expect(text).toContain('Notify Me')
    expect(html).not.toMatch(/>Add to Cart</)
    expect(unlabelledControls(html)).toEqual([])
  })

  it('commerce §3: a gift card asks for the recipient and the sender', () => {
    const { html } = render(
      makeProduct({ type: 'giftcard', giftcardData: { type: 'virtual', amounts: [2500, 5000], isOpenAmountAllowed: false, openAmountMin: null, openAmountMax: null } }),
    )
    expect(html).toContain('name="giftcard[recipientName]"')
    expect(html).toContain('name="giftcard[recipientEmail]"')
    expect(html).toContain('name="giftcard[senderName]"')
    expect(html).toContain('name="giftcard[message]"')
    expect(unlabelledControls(html)).toEqual([])
  })

  it('headings are in order: h1 then h2', () => {
    // the description and the recommendations section are both h2 under the product's h1
    const levels = headingLevels(render(makeProduct()).html)
    expect(levels[0]).toBe(1)
    expect(levels.slice(1).every((level) => level === 2)).toBe(true)
  })

  it('JSON-LD: Product with brand, description and the final price as a decimal string, and the BreadcrumbList', () => {
    const { html } = render(
      makeProduct({
        price: 29500,
        special_price: 26500,
        pricing: decided(29500, { final: 26500, source: 'special', special: 26500 }),
        description: '<p>Steel &amp; chrome.</p>',
        attributes: { manufacturer: 'Ironhouse' },
      }),
    )
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1]
    const [product, crumbs] = JSON.parse(json ?? '[]') as Array<Record<string, unknown>>
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Ohio Bar',
      brand: { '@type': 'Brand', name: 'Ironhouse' },
      description: 'Steel & chrome.',
      offers: { price: '265.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    })
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, name: 'Home' }, { position: 2, name: 'Barbells' }, { position: 3, name: 'Ohio Bar' }] })
  })
  const productLd = (html: string) => (JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '[]') as Array<Record<string, unknown>>)[0]

  it('JSON-LD: aggregateRating (ratingValue, reviewCount) from the rating summary on the product record, only with at least one review', () => {
    const rated = productLd(render(makeProduct({ attributes: { rating_summary: 4.6, review_count: 12 } })).html)
    expect(rated?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 12 })
    expect(productLd(render(makeProduct({ attributes: { rating_summary: '4.0', review_count: '1' } })).html)?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 1,
    })
    for (const attributes of [{}, { rating_summary: 4.6, review_count: 0 }, { rating_summary: 0, review_count: 3 }, { review_count: 3 }]) {
      expect(productLd(render(makeProduct({ attributes })).html)).not.toHaveProperty('aggregateRating')
    }
  })

  it('reviews: a "Reviews" section below the description, loading until it nears the viewport; none (and no aggregateRating) when the product hides its reviews', () => {
    const { html, text } = render(makeProduct({ description: '<p>Steel.</p>', attributes: { rating_summary: 4.6, review_count: 12 } }))
    expect(text.indexOf('Reviews')).toBeGreaterThan(text.indexOf('Description'))
    // the placeholder keeps the room of the first page of reviews: 12 reviews, 5 shown first
    expect(html).toMatch(/<section id="reviews" class="product-reviews" aria-labelledby="reviews-heading" style="--review-rows:5"><h2 id="reviews-heading">Reviews<\/h2><div class="product-reviews__body product-reviews__body--loading"><p role="status">Loading reviews…<\/p>/)
    expect(render(makeProduct({ attributes: { rating_summary: 5, review_count: 2 } })).html).toContain('style="--review-rows:2"')
    const hidden = render(makeProduct({ attributes: { hide_reviews: '1', rating_summary: 4.6, review_count: 12 } }))
    expect(hidden.html).not.toContain('product-reviews')
    expect(productLd(hidden.html)).not.toHaveProperty('aggregateRating')
  })

  it('reviews: the rating under the title links to the reviews ("Rated 4.6 out of 5, 12 reviews"); none without a review or when the reviews are hidden', () => {
    const { html, text } = render(makeProduct({ attributes: { rating_summary: 4.6, review_count: 12 } }))
    const link = /<p class="rating-link"><a href="#reviews">(.*?)<\/a><\/p>/.exec(html)?.[1] ?? ''
    expect(textOf(link)).toContain('Rated 4.6 out of 5, 12 reviews')
    expect(text.indexOf('Rated 4.6 out of 5')).toBeLessThan(text.indexOf('Add to Cart'))
    expect(textOf(render(makeProduct({ attributes: { rating_summary: 5, review_count: 1 } })).html)).toContain('Rated 5 out of 5, 1 review')
    for (const attributes of [{}, { rating_summary: 4.6, review_count: 0 }, { hide_reviews: '1', rating_summary: 4.6, review_count: 12 }]) {
      expect(render(makeProduct({ attributes })).html).not.toContain('rating-link')
    }
  })
})
