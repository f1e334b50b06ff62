import type { categories } from '@ironhouse/db'

export type CategoryRow = typeof categories.$inferInsert

/** Category 2 is the Shop root (commerce §2 link families are its children). */
export const SHOP_CATEGORY_ID = 2

type Family = {
  id: number
  name: string
  slug: string
  subs: ReadonlyArray<{ id: number; name: string; slug: string }>
}

/** The category families of commerce §2, plus programming and new gear (shell §2, platform §2). */
export const FAMILIES: ReadonlyArray<Family> = [
  {
    id: 10,
    name: 'Weightlifting Bars & Plates',
    slug: 'weightlifting-bars-plates',
    subs: [
      { id: 101, name: 'Bars', slug: 'bars' },
      { id: 102, name: 'Plates', slug: 'plates' },
      { id: 103, name: 'Collars', slug: 'collars' },
    ],
  },
  {
    id: 11,
    name: 'Rigs & Racks',
    slug: 'rogue-rigs-racks',
    subs: [
      { id: 111, name: 'Rigs', slug: 'rigs' },
      { id: 112, name: 'Racks', slug: 'racks' },
      { id: 113, name: 'Benches', slug: 'benches' },
    ],
  },
  {
    id: 12,
    name: 'Equipment Packages',
    slug: 'equipment-packages',
    subs: [
      { id: 121, name: 'Garage Gym Packages', slug: 'garage-gym-packages' },
      { id: 122, name: 'Affiliate Packages', slug: 'affiliate-packages' },
    ],
  },
  {
    id: 13,
    name: 'Gear & Apparel',
    slug: 'gear-apparel',
    subs: [
      { id: 131, name: 'Shirts', slug: 'shirts' },
      { id: 132, name: 'Hoodies', slug: 'hoodies' },
      { id: 133, name: 'Hats', slug: 'hats' },
    ],
  },
  {
    id: 14,
    name: 'Shoes',
    slug: 'shoes',
    subs: [
      { id: 141, name: 'Lifting Shoes', slug: 'lifting-shoes' },
      { id: 142, name: 'Training Shoes', slug: 'training-shoes' },
    ],
  },
  {
    id: 15,
    name: 'Lifting Straps & Wraps',
    slug: 'lifting-straps-wraps',
    subs: [
      { id: 151, name: 'Straps', slug: 'straps' },
      { id: 152, name: 'Wrist Wraps', slug: 'wrist-wraps' },
      { id: 153, name: 'Belts', slug: 'belts' },
    ],
  },
  {
    id: 16,
    name: 'Strongman',
    slug: 'strongman',
    subs: [
      { id: 161, name: 'Logs & Axles', slug: 'logs-axles' },
      { id: 162, name: 'Stones', slug: 'stones' },
      { id: 163, name: 'Yokes', slug: 'yokes' },
    ],
  },
  {
    id: 17,
    name: 'Mobility & Rehab',
    slug: 'mobility-rehab',
    subs: [
      { id: 171, name: 'Rollers', slug: 'rollers' },
      { id: 172, name: 'Bands', slug: 'bands' },
    ],
  },
  {
    id: 18,
    name: 'Gift Guide',
    slug: 'gift-guide',
    subs: [
      { id: 181, name: 'Gift Cards', slug: 'gift-cards' },
      { id: 182, name: 'Stocking Stuffers', slug: 'stocking-stuffers' },
    ],
  },
  {
    id: 19,
    name: 'Replacement Parts',
    slug: 'replacement-parts',
    subs: [
      { id: 191, name: 'Rig Parts', slug: 'rig-parts' },
      { id: 192, name: 'Bar Parts', slug: 'bar-parts' },
    ],
  },
  {
    id: 20,
    name: 'Iron Game Programming',
    slug: 'iron-game-programming',
    subs: [
      { id: 201, name: 'Ironhouse Strength', slug: 'ironhouse-strength' },
      { id: 202, name: 'Iron Conditioning', slug: 'iron-conditioning' },
    ],
  },
  {
    id: 21,
    name: 'New Gear',
    slug: 'new-gear',
    subs: [
      { id: 211, name: 'New Equipment', slug: 'new-equipment' },
      { id: 212, name: 'New Apparel', slug: 'new-apparel' },
    ],
  },
]

/**
 * Special categories whose page is a landing content page (shell §2: ids 4691, 6043, 6069, 6071 and
 * 6075). They sit under Shop, out of the menu; the content page id is in LANDING_PAGE_IDS.
 */
export const LANDING_CATEGORIES: ReadonlyArray<{ id: number; name: string; slug: string; pageId: number }> = [
  { id: 4691, name: 'Ironhouse Equipped Gyms', slug: 'ironhouse-equipped-gyms', pageId: 10 },
  { id: 6043, name: 'Made in USA', slug: 'made-in-usa', pageId: 11 },
  { id: 6069, name: 'Hot Deals', slug: 'hot-deals', pageId: 12 },
  { id: 6071, name: 'Hundo', slug: 'hundo', pageId: 13 },
  { id: 6075, name: 'Garage Gym Guide', slug: 'garage-gym-guide', pageId: 14 },
]

export const CATEGORY_IDS = {
  shop: SHOP_CATEGORY_ID,
  barsPlates: 10,
  rigsRacks: 11,
  packages: 12,
  apparel: 13,
  shoes: 14,
  strapsWraps: 15,
  strongman: 16,
  mobility: 17,
  giftGuide: 18,
  replacementParts: 19,
  programming: 20,
  newGear: 21,
  bars: 101,
  plates: 102,
  collars: 103,
  rigs: 111,
  racks: 112,
  benches: 113,
  garagePackages: 121,
  affiliatePackages: 122,
  shirts: 131,
  hoodies: 132,
  hats: 133,
  liftingShoes: 141,
  trainingShoes: 142,
  straps: 151,
  wristWraps: 152,
  belts: 153,
  logs: 161,
  stones: 162,
  yokes: 163,
  rollers: 171,
  bands: 172,
  giftCards: 181,
  stockingStuffers: 182,
  rigParts: 191,
  barParts: 192,
  strengthPrograms: 201,
  conditioningPrograms: 202,
  newEquipment: 211,
  newApparel: 212,
  equippedGyms: 4691,
  madeInUsa: 6043,
  hotDeals: 6069,
  hundo: 6071,
  garageGymGuide: 6075,
} as const

/** The Shop root, its families with 2-4 subcategories each, and the landing categories. */
export function generateCategories(): Array<CategoryRow> {
  const rows: Array<CategoryRow> = [
    {
      categoryId: SHOP_CATEGORY_ID,
      parentId: null,
      name: 'Shop',
      urlKey: '/shop',
      path: String(SHOP_CATEGORY_ID),
      position: 0,
      includeInMenu: true,
      description: 'Everything Ironhouse makes and sells.',
      topLinks: [],
      landingPageId: null,
    },
  ]
  FAMILIES.forEach((family, familyIndex) => {
    const familyPath = `${SHOP_CATEGORY_ID}/${family.id}`
    rows.push({
      categoryId: family.id,
      parentId: SHOP_CATEGORY_ID,
      name: family.name,
      urlKey: `/${family.slug}`,
      path: familyPath,
      position: familyIndex + 1,
      includeInMenu: true,
      description: `${family.name} from Ironhouse: built for the garage, the box and the platform.`,
      topLinks: family.subs.map((sub) => ({ label: sub.name, url: `/${family.slug}/${sub.slug}` })),
      landingPageId: null,
    })
    family.subs.forEach((sub, subIndex) => {
      rows.push({
        categoryId: sub.id,
        parentId: family.id,
        name: sub.name,
        urlKey: `/${family.slug}/${sub.slug}`,
        path: `${familyPath}/${sub.id}`,
        position: subIndex + 1,
        includeInMenu: true,
        description: `${sub.name} in ${family.name}.`,
        topLinks: [],
        landingPageId: null,
      })
    })
  })
  LANDING_CATEGORIES.forEach((landing, index) => {
    rows.push({
      categoryId: landing.id,
      parentId: SHOP_CATEGORY_ID,
      name: landing.name,
      urlKey: `/${landing.slug}`,
      path: `${SHOP_CATEGORY_ID}/${landing.id}`,
      position: 100 + index,
      includeInMenu: false,
      description: `${landing.name}.`,
      topLinks: [],
      landingPageId: landing.pageId,
    })
  })
  return rows
}
