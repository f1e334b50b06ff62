import { describe, expect, it } from 'vitest'
import { BlockProps, BundleOption, CmsBlock, CustomOption, GiftcardData, type BlockName } from '@ironhouse/contracts'
import { promoStatusOf } from '@ironhouse/domain'
import { DEMO_IDS } from './demo-ids.ts'
import { generateDemoStore, type DemoStore } from './generate.ts'

const NOW = '2025-06-01T12:00:00.000Z'
const store = generateDemoStore({ now: NOW })

const productById = new Map(store.products.map((p) => [p.productId, p]))
const product = (id: number): DemoStore['products'][number] => {
  const found = productById.get(id)
  if (!found) throw new Error(`product ${id} missing`)
  return found
}
const inventoryOf = (id: number): DemoStore['inventory'][number] | undefined => store.inventory.find((i) => i.productId === id)
const priceOf = (id: number, storeId: number): DemoStore['productPrices'][number] | undefined =>
  store.productPrices.find((p) => p.productId === id && p.storeId === storeId)

describe('determinism', () => {
  it('the same seed and now give byte-identical rows', () => {
    expect(JSON.stringify(generateDemoStore({ now: NOW }))).toBe(JSON.stringify(store))
  })

  it('another seed changes the generated products but not the named ones', () => {
    const other = generateDemoStore({ now: NOW, seed: 7 })
    expect(JSON.stringify(other.products)).not.toBe(JSON.stringify(store.products))
    expect(other.products.find((p) => p.productId === DEMO_IDS.ohioBar)).toEqual(product(DEMO_IDS.ohioBar))
  })

  it('generates exactly the requested number of products', () => {
    expect(store.products).toHaveLength(300)
    expect(generateDemoStore({ now: NOW, products: 1234 }).products).toHaveLength(1234)
  })

  it('rejects fewer products than the named catalogue and a bad now', () => {
    expect(() => generateDemoStore({ now: NOW, products: 10 })).toThrow(/at least/)
    expect(() => generateDemoStore({ now: 'yesterday' })).toThrow(/ISO date/)
  })
})

describe('sites (shell §1)', () => {
  it('has the six sites with their brand-set ids, store ids, currencies and prefixes', () => {
    const summary = store.sites.map((s) => [s.code, s.id, s.storeId, s.currency, s.defaultCountry, s.pathPrefix])
    expect(summary).toEqual([
      ['USA', 1, 1, 'USD', 'US', ''],
      ['CAN', 2, 2, 'CAD', 'CA', '/ca'],
      ['APO', 3, 4, 'USD', 'US', '/apo'],
      ['EUR', 4, 5, 'EUR', 'IE', '/eu'],
      ['GBR', 4, 34, 'GBP', 'GB', '/uk'],
      ['AUS', 18, 18, 'AUD', 'AU', '/au'],
    ])
  })

  it('footer links are only of the kinds the shell accepts, with the gym map link behind enable_gym_map', () => {
    for (const site of store.sites) {
      const links = site.navigation.footer.flatMap((c) => c.links)
      expect(site.navigation.footer.length).toBeGreaterThanOrEqual(3)
      for (const link of links) expect(link.url).toMatch(/^(\/|https:\/\/www\.ironhouse\.example\/|mailto:|tel:)/)
      expect(links).toContainEqual({ label: 'Ironhouse Equipped Gyms', url: '/ironhouse-equipped-gyms', flag: 'enable_gym_map' })
      for (const kind of ['/', 'https://', 'mailto:', 'tel:']) expect(links.some((l) => l.url.startsWith(kind))).toBe(true)
      expect(site.social.every((s) => s.url.startsWith('https://'))).toBe(true)
      expect(site.newsletterEmail.length).toBeGreaterThan(0)
    }
  })

  it('only USA has the ZEUS Gym Builder top-nav link (shell §2)', () => {
    const withZeus = store.sites.filter((s) => s.navigation.topNav.some((l) => l.label === 'ZEUS Gym Builder')).map((s) => s.code)
    expect(withZeus).toEqual(['USA'])
  })
})

describe('catalogue (commerce §3)', () => {
  it('has every product type', () => {
    const types = new Set(store.products.map((p) => p.type))
    expect([...types].sort()).toEqual(['bundle', 'configurable', 'giftcard', 'grouped', 'simple', 'virtual'])
  })

  it('product ids, skus and urls are unique and urls are lower case with a leading slash', () => {
    expect(new Set(store.products.map((p) => p.productId)).size).toBe(store.products.length)
    expect(new Set(store.products.map((p) => p.sku)).size).toBe(store.products.length)
    expect(new Set(store.products.map((p) => p.urlKey)).size).toBe(store.products.length)
    for (const r of store.urlRewrites) expect(r.url).toMatch(/^\/[a-z0-9\-/]*$/)
    expect(new Set(store.urlRewrites.map((r) => r.url)).size).toBe(store.urlRewrites.length)
  })

  it('configurable children are hidden simple products with a colour, and exist', () => {
    const parent = product(DEMO_IDS.configurable)
    expect(parent.childrenIds?.length).toBeGreaterThanOrEqual(3)
    for (const id of parent.childrenIds ?? []) {
      const child = product(id)
      expect(child).toMatchObject({ type: 'simple', visibility: 1 })
      expect(child.attributes?.color).toEqual(expect.any(String))
    }
  })

  it('bundle options follow the contract and the free product is priced 0 with qty 1 (commerce §5)', () => {
    const bundle = product(DEMO_IDS.bundle)
    const options = (bundle.bundleOptions ?? []).map((o) => BundleOption.parse(o))
    expect(options.some((o) => o.isRequired)).toBe(true)
    const free = options.find((o) => o.includedProductId !== null)
    expect(free?.includedProductId).toBe(DEMO_IDS.bundleFreeProduct)
    expect(free?.values).toEqual([expect.objectContaining({ productId: DEMO_IDS.bundleFreeProduct, price: 0, defaultQty: 1, canChangeQty: false })])
    for (const s of [1, 2, 4, 5, 18, 34]) expect(priceOf(DEMO_IDS.bundleFreeProduct, s)?.price).toBe(0)
    for (const o of options) for (const v of o.values) expect(productById.has(v.productId)).toBe(true)
  })

  it('gift cards carry fixed amounts, and one allows open amounts within min and max', () => {
    const fixed = GiftcardData.parse(product(DEMO_IDS.giftcardFixed).giftcardData)
    const open = GiftcardData.parse(product(DEMO_IDS.giftcardOpen).giftcardData)
    expect(fixed).toMatchObject({ isOpenAmountAllowed: false, amounts: [2500, 5000, 10000, 25000] })
    expect(open).toMatchObject({ isOpenAmountAllowed: true, openAmountMin: 1000, openAmountMax: 100000 })
  })

  it('custom options cover radio, drop_down, checkbox, multiple and area', () => {
    const options = (product(DEMO_IDS.customOptions).customOptions ?? []).map((o) => CustomOption.parse(o))
    expect(options.map((o) => o.type)).toEqual(['radio', 'drop_down', 'checkbox', 'multiple', 'area'])
  })

  it('programs are virtual monthly subscriptions limited to 1, with a trial (commerce §5)', () => {
    const program = product(DEMO_IDS.program)
    const trial = product(DEMO_IDS.trialProgram)
    expect(program).toMatchObject({ type: 'virtual', isProgram: true })
    expect(program.attributes).toMatchObject({ subscription_interval: 'Month', purchase_limit: 1 })
    expect(trial.attributes).toMatchObject({ is_trial: true, subscription_interval: 'Month' })
    expect(product(DEMO_IDS.mmvProduct).sku.startsWith('MMV')).toBe(true)
    expect(product(DEMO_IDS.registration).attributes?.is_registration_sku).toBe(1)
  })

  it('has the special ids: 91377 quoted at price 0 and 1119665 redirected to 1119420 (platform §3)', () => {
    expect(priceOf(91377, 1)?.price).toBe(0)
    const legacy = product(1119665)
    const target = product(1119420)
    expect(store.urlRewrites.find((r) => r.url === legacy.urlKey)).toMatchObject({
      entityType: 'redirect',
      redirectTarget: target.urlKey,
      redirectType: 301,
    })
    expect(store.urlRewrites.find((r) => r.url === target.urlKey)).toMatchObject({ entityType: 'product', entityId: 1119420 })
  })

  it('images: three generated views per product (front, detail, in the gym), content-hashed, 1000 by 1000', () => {
    const ohio = product(DEMO_IDS.ohioBar)
    expect(ohio.thumbnail).toMatch(/^\/media\/catalog\/barbell-[a-z0-9-]+-front\.[0-9a-f]{10}\.svg$/)
    expect(ohio.gallery).toHaveLength(3)
    expect(ohio.gallery?.[0]).toEqual({ link: ohio.thumbnail, label: 'The Ohio Bar', width: 1000, height: 1000 })
    expect(ohio.gallery?.map((g) => g.label)).toEqual(['The Ohio Bar', 'The Ohio Bar, detail', 'The Ohio Bar in the gym'])
  })
})

describe('stock (commerce §4)', () => {
  it('covers in stock, bin, oos, backorder, lead time and no inventory row', () => {
    expect(inventoryOf(DEMO_IDS.inStock)?.max).toBeGreaterThan(0)
    expect(inventoryOf(DEMO_IDS.binProduct)).toMatchObject({ max: 0, bin: true })
    expect(inventoryOf(DEMO_IDS.oosProduct)).toMatchObject({ max: 0, bin: false })
    expect(inventoryOf(DEMO_IDS.backorderProduct)).toMatchObject({ backorder: true })
    expect(inventoryOf(DEMO_IDS.leadTimeProduct)?.leadTime).toBe('2-3 weeks')
    expect(inventoryOf(DEMO_IDS.noInventory)).toBeUndefined()
  })
})

describe('promos and prices (commerce §4, §9)', () => {
  it('has active, upcoming, expired and quantity-limited promos around now', () => {
    const status = (id: number): string => promoStatusOf(product(id).attributes ?? {}, new Date(NOW))
    expect(status(DEMO_IDS.activePromo)).toBe('active')
    expect(status(DEMO_IDS.upcomingPromo)).toBe('upcoming')
    expect(status(DEMO_IDS.expiredPromo)).toBe('expired')
    expect(status(DEMO_IDS.qtyLimitedPromo)).toBe('active')
    expect(product(DEMO_IDS.qtyLimitedPromo).attributes?.rogue_promo_qty).toBe(5)
    expect(status(DEMO_IDS.qtyExhaustedPromo)).toBe('expired')
    expect(inventoryOf(DEMO_IDS.qtyLimitedPromo)?.promoQty).toBe(5)
  })

  it('promo windows move with now', () => {
    const later = generateDemoStore({ now: '2030-01-01T00:00:00.000Z' })
    const attributes = later.products.find((p) => p.productId === DEMO_IDS.activePromo)?.attributes ?? {}
    expect(promoStatusOf(attributes, new Date('2030-01-01T00:00:00.000Z'))).toBe('active')
  })

  it('prices every product in stores 1, 2, 4, 5, 18 and 34 with EU- and AU- sku prefixes', () => {
    for (const p of store.products) {
      const rows = store.productPrices.filter((r) => r.productId === p.productId)
      expect(rows.map((r) => r.storeId)).toEqual([1, 2, 4, 5, 18, 34])
      expect(rows.map((r) => r.sku)).toEqual([p.sku, p.sku, p.sku, `EU-${p.sku}`, `AU-${p.sku}`, `EU-${p.sku}`])
    }
    expect(priceOf(DEMO_IDS.ohioBar, 1)?.price).toBe(39500)
    expect(priceOf(DEMO_IDS.ohioBar, 4)?.price).toBe(39500)
    expect(priceOf(DEMO_IDS.ohioBar, 2)?.price).toBe(53799)
  })

  it('a description, shared by every store, names no SKU: the EU, GB and AU stores sell under their own (the page shows the store SKU)', () => {
    for (const p of store.products) expect(p.description ?? '', p.sku).not.toContain(p.sku)
    expect(store.products.find((p) => p.productId === DEMO_IDS.ohioBar)?.description).toContain('<caption>Specifications</caption>')
  })

  it('special and promo prices stay below the list price in every store', () => {
    for (const row of store.productPrices) {
      if (row.specialPrice != null) expect(row.specialPrice).toBeLessThan(row.price)
      if (row.promoPrice != null) expect(row.promoPrice).toBeLessThan(row.price)
    }
    expect(priceOf(DEMO_IDS.specialPrice, 1)?.specialPrice).toBe(22900)
    expect(priceOf(DEMO_IDS.activePromo, 5)?.promoPrice).toBeGreaterThan(0)
  })

  it('customer-group prices exist for groups 2 and 3 only', () => {
    const groups = store.productGroupPrices.filter((g) => g.productId === DEMO_IDS.groupPriced)
    expect(new Set(groups.map((g) => g.groupId))).toEqual(new Set([2, 3]))
    expect(groups).toHaveLength(12)
  })

  it('hundo tiers sit on plates with rogue_hundo_enabled', () => {
    const plate = product(DEMO_IDS.hundo)
    expect(plate.hundoPricing?.[0]).toEqual({ ruleWeight: 100, discountPerLb: 5 })
    expect(plate.attributes?.rogue_hundo_enabled).toBe(1)
  })

  it('every shipping group of commerce §5 is present', () => {
    const groups = new Set(store.products.map((p) => p.attributes?.shipperhq_shipping_group))
    for (const g of ['DROPSHIP', 'PER_ORDER_DROPSHIP', 'DROPSHIP_FREIGHT', 'NO_PICKUP', '3_FREE_ALL']) expect(groups).toContain(g)
    for (const [group, id] of Object.entries(DEMO_IDS.shippingGroups)) expect(product(id).attributes?.shipperhq_shipping_group).toBe(group)
    expect(store.products.some((p) => p.shipDirect)).toBe(true)
  })
})

describe('referential integrity', () => {
  const categoryIds = new Set(store.categories.map((c) => c.categoryId))
  const pageIds = new Set(store.contentPages.map((p) => p.id))

  it('product categories, children, related ids and parents reference existing rows', () => {
    for (const pc of store.productCategories) {
      expect(productById.has(pc.productId)).toBe(true)
      expect(categoryIds.has(pc.categoryId)).toBe(true)
    }
    for (const p of store.products) {
      for (const id of [...(p.childrenIds ?? []), ...(p.relatedIds ?? [])]) expect(productById.has(id)).toBe(true)
      if (p.primaryCategoryId != null) expect(categoryIds.has(p.primaryCategoryId)).toBe(true)
    }
    for (const c of store.categories) if (c.parentId != null) expect(categoryIds.has(c.parentId)).toBe(true)
    for (const i of store.inventory) expect(productById.has(i.productId)).toBe(true)
  })

  it('every url rewrite points at an existing entity', () => {
    const exists = { product: (id: number) => productById.has(id), category: (id: number) => categoryIds.has(id), content: (id: number) => pageIds.has(id) }
    for (const r of store.urlRewrites) {
      if (r.entityType === 'redirect') {
        expect(r.redirectType === 301 || r.redirectType === 302).toBe(true)
        const target = r.redirectTarget ?? ''
        if (!target.startsWith('https://')) expect(store.urlRewrites.some((t) => t.url === target && t.entityType !== 'redirect')).toBe(true)
      } else {
        expect(exists[r.entityType as keyof typeof exists](r.entityId ?? -1)).toBe(true)
      }
    }
    const standalone = store.products.filter((p) => p.visibility === 4)
    expect(store.urlRewrites.filter((r) => r.entityType === 'product')).toHaveLength(standalone.length - 1)
  })

  it('has 301s, a 302 and an external redirect', () => {
    const redirects = store.urlRewrites.filter((r) => r.entityType === 'redirect')
    expect(redirects.find((r) => r.url === '/bars')?.redirectTarget).toBe('/weightlifting-bars-plates/bars')
    expect(redirects.find((r) => r.url === '/old-ohio-bar')?.redirectTarget).toBe(product(DEMO_IDS.ohioBar).urlKey)
    expect(redirects.filter((r) => r.redirectType === 302)).toHaveLength(1)
    expect(redirects.find((r) => r.redirectTarget === 'https://www.ironhouse.example/external-catalog')?.redirectType).toBe(301)
  })
})

describe('categories and content (shell §2, platform §2)', () => {
  it('Shop (2) has the families, each with 2 to 4 subcategories', () => {
    const families = store.categories.filter((c) => c.parentId === 2 && c.includeInMenu)
    expect(families.map((f) => f.urlKey)).toEqual(
      expect.arrayContaining(['/weightlifting-bars-plates', '/shoes', '/new-gear', '/iron-game-programming', '/replacement-parts']),
    )
    for (const f of families) {
      const subs = store.categories.filter((c) => c.parentId === f.categoryId)
      expect(subs.length).toBeGreaterThanOrEqual(2)
      expect(subs.length).toBeLessThanOrEqual(4)
      expect(f.topLinks?.length).toBe(subs.length)
    }
    expect(store.categories.find((c) => c.categoryId === DEMO_IDS.categories.bars)?.urlKey).toBe('/weightlifting-bars-plates/bars')
  })

  it('landing categories 4691, 6043, 6069, 6071 and 6075 point at landing content pages', () => {
    for (const id of [4691, 6043, 6069, 6071, 6075]) {
      const category = store.categories.find((c) => c.categoryId === id)
      expect(store.contentPages.some((p) => p.id === category?.landingPageId)).toBe(true)
    }
  })

  it('the home page is homepage_2015 at / and every block follows the contracts', () => {
    const home = store.contentPages.find((p) => p.id === 1)
    expect(home).toMatchObject({ identifier: 'homepage_2015', url: '/' })
    const names: Array<string> = []
    const check = (block: CmsBlock): void => {
      CmsBlock.parse(block)
      names.push(block.name)
      if (block.name in BlockProps) BlockProps[block.name as BlockName].parse(block.props)
      else expect(block.name).toBe('html')
      for (const children of Object.values(block.slots ?? {})) children.forEach(check)
    }
    for (const page of store.contentPages) (page.builder as Array<CmsBlock>).forEach(check)
    expect(new Set(names)).toEqual(new Set(['Hero', 'Heading', 'ColumnLayout', 'RichContent', 'html', 'ProductTabs', 'BorderedBlock', 'Block', 'GearSpecs', 'GearSpecsWide', 'InfiniteCarousel', 'CMSTabs', 'Gallery', 'EventsList', 'Competition', 'Leaderboard', 'ZendeskForm', 'Recaptcha', 'HeroConfig', 'Swatches', 'ProductPage']))
    const tabs = (home?.builder.find((b) => b.name === 'ProductTabs')?.props as { tabs: Array<{ title: string; productIds?: Array<number> }> }).tabs
    expect(tabs.map((t) => t.title)).toEqual(['New Gear', 'Hot Deals', 'Bars'])
    for (const id of tabs[1]?.productIds ?? []) expect(promoStatusOf(product(id).attributes ?? {}, new Date(NOW))).toBe('active')
  })

  it('has the named content blocks, one inactive', () => {
    expect(store.contentBlocks.map((b) => [b.name, b.active])).toEqual([
      ['header-promo-banner', true],
      ['deals-slider', true],
      ['footer-notice', false],
    ])
    expect((store.contentBlocks[1]?.content as { slides: Array<unknown> }).slides).toHaveLength(3)
  })
})

describe('geo (shell §3, commerce §9)', () => {
  it('has US, CA, AU and every VAT-table country with a working postcode pattern', () => {
    const codes = store.countries.map((c) => c.alpha2)
    for (const code of 'US CA AU AT BE BG CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IT LT LU LV MC MT NL NO PL PT RO SE SI SK TR UA FO AD AX GI IS LI SM'.split(' ')) {
      expect(codes).toContain(code)
    }
    const pattern = (code: string): RegExp => new RegExp(store.countries.find((c) => c.alpha2 === code)?.postcodeRegex ?? '')
    expect(pattern('US').test('43215-1234')).toBe(true)
    expect(pattern('PT').test('9000-123')).toBe(true)
    expect(pattern('PT').test('9000')).toBe(false)
    expect(pattern('GB').test('SW1A 1AA')).toBe(true)
    expect(pattern('CA').test('K1A 0B1')).toBe(true)
    expect(store.countries.filter((c) => c.requireRegion).map((c) => c.alpha2)).toEqual(['US', 'CA', 'AU'])
  })

  it('has 51 US states and DC plus AA, AE and AP, 13 Canadian and 8 Australian regions with unique ids', () => {
    const byCountry = (code: string): number => store.regions.filter((r) => r.countryCode === code).length
    expect([byCountry('US'), byCountry('CA'), byCountry('AU')]).toEqual([54, 13, 8])
    expect(store.regions.filter((r) => ['AA', 'AE', 'AP'].includes(r.code) && r.countryCode === 'US')).toHaveLength(3)
    expect(new Set(store.regions.map((r) => r.regionId)).size).toBe(store.regions.length)
  })
})
