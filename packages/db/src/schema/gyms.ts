import { sql } from 'drizzle-orm'
import { index, integer, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'

/**
 * Gyms equipped with a brand's gear (shell §2 /{brand}-equipped-gyms, flag enable_gym_map;
 * docs/equipped-gyms.md). The store's own entries come with the demo store (status 'approved'); a
 * signed-in customer may add a gym while enable_gym_add is on (status 'pending' until an operator
 * approves or rejects it, setting its place on the map). `brand` is the manufacturer name the
 * catalogue uses. One gym per brand, name and city (case-insensitive).
 */
export const equippedGyms = pgTable(
  'equipped_gyms',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull().default(''),
    countryId: text('country_id').notNull(),
    website: text('website'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    status: text('status').notNull().default('pending'),
    submittedBy: integer('submitted_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('equipped_gyms_brand_idx').on(t.brand, t.status),
    index('equipped_gyms_submitted_by_idx').on(t.submittedBy),
    uniqueIndex('equipped_gyms_unique_idx').on(t.brand, sql`lower(${t.name})`, sql`lower(${t.city})`, t.countryId),
  ],
)
export type EquippedGymRow = typeof equippedGyms.$inferSelect
