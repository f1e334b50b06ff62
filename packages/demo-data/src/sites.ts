import type { sites } from '@ironhouse/db'

export type SiteRow = typeof sites.$inferInsert
type Navigation = SiteRow['navigation']
type FooterColumn = Navigation['footer'][number]

/** The fictional domain of the demo store: every site lives on one host with a path prefix. */
export const DEMO_HOST = 'www.ironhouse.example'
const HOST_URL = `https://${DEMO_HOST}`

const SOCIAL: SiteRow['social'] = [
  { name: 'instagram', url: 'https://instagram.ironhouse.example/ironhouse' },
  { name: 'youtube', url: 'https://youtube.ironhouse.example/@ironhouse' },
  { name: 'facebook', url: 'https://facebook.ironhouse.example/ironhouse' },
  { name: 'x', url: 'https://x.ironhouse.example/ironhouse' },
  { name: 'tiktok', url: 'https://tiktok.ironhouse.example/@ironhouse' },
]

const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV',
  'MC', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'TR', 'UA', 'FO', 'AD', 'AX', 'GI', 'IS', 'LI', 'SM',
]

function topNav(prefix: string, usa: boolean): Navigation['topNav'] {
  return [
    { label: 'Deals', url: `${prefix}/deals` },
    { label: 'The Index', url: `${prefix}/theindex` },
    { label: 'Programming', url: `${prefix}/iron-game-programming` },
    ...(usa ? [{ label: 'ZEUS Gym Builder', url: '/zeus-builder' }] : []),
    { label: 'Events', url: `${prefix}/invitational` },
  ]
}

/**
 * Footer columns: every link kind the shell allows (shell §2 Footer: '/', host, mailto:, tel:), each to a
 * page that exists on the site: the catalogue (/{brand}-catalog) is USA only, returns are a policy page
 * on every site (the online returns flow, /rmaprocess, is only on USA, APO and CAN, commerce §2).
 */
function footer(prefix: string, phone: string, email: string, region: 'NA' | 'EU' | 'AU'): Array<FooterColumn> {
  const columns: Array<FooterColumn> = [
    {
      title: 'Shop',
      links: [
        { label: 'New Gear', url: `${prefix}/new-gear` },
        { label: 'Bars & Plates', url: `${prefix}/weightlifting-bars-plates` },
        { label: 'Rigs & Racks', url: `${prefix}/rogue-rigs-racks` },
        { label: 'Gift Cards', url: `${prefix}/gift-guide/gift-cards` },
        ...(prefix === '' ? [{ label: 'Catalog', url: `${HOST_URL}/external-catalog` }] : []),
      ],
    },
    {
      title: 'Support',
      links: [
        { label: 'Shipping Policy', url: `${prefix}/shipping-policy` },
        { label: 'Order Tracking', url: `${prefix}/shippingtracker` },
        { label: 'Gift Card Balance', url: `${prefix}/gift-card-balance` },
        { label: 'Returns', url: `${prefix}/returns-policy` },
        { label: 'Contact Us', url: `${prefix}/contact-us` },
        { label: 'Email Us', url: `mailto:${email}` },
        { label: 'Call Us', url: `tel:${phone}` },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About Us', url: `${prefix}/about-us` },
        { label: 'Ironhouse Equipped Gyms', url: '/ironhouse-equipped-gyms', flag: 'enable_gym_map' },
        { label: 'The Index', url: `${prefix}/theindex` },
        { label: 'Careers', url: `${HOST_URL}/careers` },
      ],
    },
  ]
  if (region === 'NA') {
    columns.push({
      title: 'Programs',
      links: [
        { label: 'Iron Game Programming', url: `${prefix}/iron-game-programming` },
        { label: 'The Invitational', url: '/invitational' },
        { label: '3 Ships Free', url: `${prefix}/3-ships-free` },
      ],
    })
  } else if (region === 'EU') {
    columns.push({
      title: 'Legal',
      links: [
        { label: 'Imprint', url: `${prefix}/imprint` },
        { label: 'Right of Withdrawal', url: `${prefix}/returns-policy` },
      ],
    })
  }
  return columns
}

function newsletters(regionLabel: string, baseId: number): SiteRow['newsletterEmail'] {
  return [
    { id: baseId + 1, name: `${regionLabel.toLowerCase()}-news`, label: `Ironhouse ${regionLabel} News and Offers` },
    { id: baseId + 2, name: `${regionLabel.toLowerCase()}-the-index`, label: 'The Index: stories and films' },
    { id: baseId + 3, name: `${regionLabel.toLowerCase()}-events`, label: 'Events and The Invitational' },
  ]
}

/**
 * The six regional sites (shell §1). Store ids and currencies are commerce §9; brand-set ids shell §1;
 * prefixes, default countries and locales match @ironhouse/domain SITES.
 */
export function generateSites(): Array<SiteRow> {
  const naPhone = '+1-555-010-2010'
  return [
    {
      code: 'USA',
      id: 1,
      storeId: 1,
      currency: 'USD',
      defaultCountry: 'US',
      locales: ['en-US'],
      hostname: DEMO_HOST,
      pathPrefix: '',
      shipTo: ['US'],
      applePaySupported: true,
      name: 'Ironhouse USA',
      newsletterEmail: newsletters('USA', 100),
      social: SOCIAL,
      navigation: { topNav: topNav('', true), footer: footer('', naPhone, 'support@ironhouse.example', 'NA') },
      position: 0,
    },
    {
      code: 'CAN',
      id: 2,
      storeId: 2,
      currency: 'CAD',
      defaultCountry: 'CA',
      locales: ['en-CA', 'fr-CA'],
      hostname: DEMO_HOST,
      pathPrefix: '/ca',
      shipTo: ['CA'],
      applePaySupported: true,
      name: 'Ironhouse Canada',
      newsletterEmail: newsletters('Canada', 200),
      // platform §6: Canada denies consent by default; this site lets the functional cookies (remembered
      // choices such as the preferred country) run until the shopper decides
      cookieSettings: { functional: true },
      social: SOCIAL,
      navigation: { topNav: topNav('/ca', false), footer: footer('/ca', naPhone, 'canada@ironhouse.example', 'NA') },
      position: 1,
    },
    {
      code: 'APO',
      id: 3,
      storeId: 4,
      currency: 'USD',
      defaultCountry: 'US',
      locales: ['en-US'],
      hostname: DEMO_HOST,
      pathPrefix: '/apo',
      shipTo: ['US'],
      applePaySupported: false,
      name: 'Ironhouse APO/FPO',
      newsletterEmail: newsletters('APO', 300),
      social: SOCIAL,
      navigation: { topNav: topNav('/apo', false), footer: footer('/apo', naPhone, 'apo@ironhouse.example', 'NA') },
      position: 2,
    },
    {
      code: 'EUR',
      id: 4,
      storeId: 5,
      currency: 'EUR',
      defaultCountry: 'IE',
      locales: ['en-IE', 'de-DE', 'fr-FR', 'it-IT', 'es-ES', 'nl-NL'],
      hostname: DEMO_HOST,
      pathPrefix: '/eu',
      shipTo: EU_COUNTRIES,
      applePaySupported: true,
      name: 'Ironhouse Europe',
      newsletterEmail: newsletters('Europe', 400),
      social: SOCIAL,
      navigation: { topNav: topNav('/eu', false), footer: footer('/eu', '+353-1-555-0100', 'europe@ironhouse.example', 'EU') },
      position: 3,
    },
    {
      code: 'GBR',
      id: 4,
      storeId: 34,
      currency: 'GBP',
      defaultCountry: 'GB',
      locales: ['en-GB'],
      hostname: DEMO_HOST,
      pathPrefix: '/uk',
      shipTo: ['GB'],
      applePaySupported: true,
      name: 'Ironhouse United Kingdom',
      newsletterEmail: newsletters('UK', 500),
      social: SOCIAL,
      navigation: { topNav: topNav('/uk', false), footer: footer('/uk', '+44-20-5550-0100', 'uk@ironhouse.example', 'EU') },
      position: 4,
    },
    {
      code: 'AUS',
      id: 18,
      storeId: 18,
      currency: 'AUD',
      defaultCountry: 'AU',
      locales: ['en-AU'],
      hostname: DEMO_HOST,
      pathPrefix: '/au',
      shipTo: ['AU'],
      applePaySupported: true,
      name: 'Ironhouse Australia',
      newsletterEmail: newsletters('Australia', 600),
      social: SOCIAL,
      navigation: { topNav: topNav('/au', false), footer: footer('/au', '+61-2-5550-0100', 'australia@ironhouse.example', 'AU') },
      position: 5,
    },
  ]
}
