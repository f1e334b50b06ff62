import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * A post of The Index, the store's editorial section (shell §3 Index post). categories and tags hold
 * the ids of Index categories (packages/domain INDEX_CATEGORIES and the featured pseudo-categories)
 * and of index_tags. content is the editor's HTML as written: the posts service sanitises it on read.
 */
export const indexPosts = pgTable(
  'index_posts',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** WordPress post format: standard, video, gallery… */
    format: text('format').notNull().default('standard'),
    excerpt: text('excerpt').notNull().default(''),
    content: text('content').notNull().default(''),
    featuredImagePath: text('featured_image_path'),
    largeFeaturedImagePath: text('large_featured_image_path'),
    featuredVideo: text('featured_video'),
    featuredMedia: integer('featured_media').notNull().default(0),
    /** Kept for the editor's record; never sent to a page (docs/the-index.md). */
    customCss: text('custom_css').notNull().default(''),
    customJs: text('custom_js').notNull().default(''),
    categories: integer('categories').array().notNull().default([]),
    tags: integer('tags').array().notNull().default([]),
    date: timestamp('date', { withTimezone: true }).notNull(),
  },
  (t) => [index('index_posts_date_idx').on(t.date)],
)

/** An Index tag (shell §3 Index tag): its description names a category slug. */
export const indexTags = pgTable('index_tags', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
})
