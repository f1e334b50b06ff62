import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'

/** A CMS page (shell §3): builder data is the block tree (platform §3 CMS block). */
export const contentPages = pgTable('content_pages', {
  id: integer('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  url: text('url').notNull().unique(), // homepage_2015 is served at /
  title: text('title').notNull(),
  metaDescription: text('meta_description').notNull().default(''),
  /** false: robots noindex,nofollow (platform §2). */
  indexable: boolean('indexable').notNull().default(true),
  builder: jsonb('builder').$type<Array<Record<string, unknown>>>().notNull(),
})

/** A named content block (GET /svc_content/cms/block/{name}: active, content). */
export const contentBlocks = pgTable('content_blocks', {
  name: text('name').primaryKey(),
  active: boolean('active').notNull().default(true),
  content: jsonb('content').$type<unknown>().notNull(),
})

/**
 * The URL table behind GET /svc_route/route?url= : every product, category and content path, and
 * redirects (internal 301/302, or an external http(s) target).
 */
export const urlRewrites = pgTable('url_rewrites', {
  url: text('url').primaryKey(), // normalised path, lower case, leading slash
  entityType: text('entity_type').notNull(), // product, category, content, redirect
  entityId: integer('entity_id'),
  redirectTarget: text('redirect_target'),
  redirectType: integer('redirect_type'), // 301 or 302
})
