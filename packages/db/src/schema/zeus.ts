import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'

/** A placed item of a ZEUS design: a product of the builder's equipment, its corner and its rotation. */
export type ZeusItemJson = { productId: number; x: number; y: number; rotation: 0 | 90 | 180 | 270 }

/**
 * ZEUS gym designs (shell §2 /zeus-builder; docs/zeus-builder.md): a customer's own projects (kind
 * 'project', `customer_id` set) and the store's read-only templates and featured designs (kind
 * 'template' / 'featured', no customer, seeded with the demo store). Sizes and positions are whole
 * numbers in the design's unit ('in' or 'cm').
 */
export const zeusProjects = pgTable(
  'zeus_projects',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull(),
    width: integer('width').notNull(),
    length: integer('length').notNull(),
    items: jsonb('items').$type<Array<ZeusItemJson>>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('zeus_projects_customer_idx').on(t.customerId, t.updatedAt), index('zeus_projects_kind_idx').on(t.kind)],
)
export type ZeusProjectRow = typeof zeusProjects.$inferSelect
