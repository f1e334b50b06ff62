import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'

/** The six regional sites (shell document §1: a site record). */
export const sites = pgTable('sites', {
  code: text('code').primaryKey(), // USA, CAN, APO, EUR, GBR, AUS
  id: integer('id').notNull(), // brand-set id: 1 US, 2 Canada, 3 APO, 4 Europe, 14/18 Australia
  storeId: integer('store_id').notNull(), // pricing store: 1, 2, 4, 5, 18, 34
  currency: text('currency').notNull(),
  defaultCountry: text('default_country').notNull(),
  locales: jsonb('locales').$type<Array<string>>().notNull(),
  hostname: text('hostname').notNull(),
  pathPrefix: text('path_prefix').notNull(), // '' for USA, '/ca', '/au', ...
  shipTo: jsonb('ship_to').$type<Array<string>>().notNull(),
  applePaySupported: boolean('apple_pay_supported').notNull().default(false),
  name: text('name').notNull(),
  newsletterEmail: jsonb('newsletter_email').$type<Array<{ id: number; name: string; label: string }>>().notNull(),
  social: jsonb('social').$type<Array<{ name: string; url: string }>>().notNull(),
  /** Header top-nav links and footer link columns of this site. */
  navigation: jsonb('navigation')
    .$type<{
      topNav: Array<{ label: string; url: string }>
      footer: Array<{ title: string; links: Array<{ label: string; url: string; flag?: string }> }>
    }>()
    .notNull(),
  position: integer('position').notNull().default(0),
  /**
   * The site's cookie settings (platform §6): consent categories whose default this site overrides,
   * e.g. { functional: true }; null keeps the per-site default (denied on EUR, GBR, CAN).
   */
  cookieSettings: jsonb('cookie_settings').$type<Partial<Record<'marketing' | 'performance' | 'functional', boolean>>>(),
})
