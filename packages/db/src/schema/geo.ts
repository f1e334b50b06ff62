import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/** Countries (shell §3: alpha2, requireRegion, postcodeRegex). */
export const countries = pgTable('countries', {
  alpha2: text('alpha2').primaryKey(),
  name: text('name').notNull(),
  requireRegion: boolean('require_region').notNull().default(false),
  postcodeRegex: text('postcode_regex'),
})

export const regions = pgTable(
  'regions',
  {
    regionId: integer('region_id').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.alpha2, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.regionId] }), index('regions_country_idx').on(t.countryCode)],
)
