import { and, arrayOverlaps, asc, count, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm'
import { indexPosts, indexTags, type Executor } from '@ironhouse/db'

export type IndexPostRow = typeof indexPosts.$inferSelect

export type PostsFilter = {
  search?: string | undefined
  slug?: string | undefined
  categories?: ReadonlyArray<number> | undefined
  tags?: ReadonlyArray<number> | undefined
}

/** A LIKE pattern that matches the text literally (%, _ and \ escaped). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function postsWhere(filter: PostsFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [lte(indexPosts.date, sql`now()`)]
  if (filter.slug) conditions.push(eq(indexPosts.slug, filter.slug))
  if (filter.categories?.length) conditions.push(arrayOverlaps(indexPosts.categories, [...filter.categories]))
  if (filter.tags?.length) conditions.push(arrayOverlaps(indexPosts.tags, [...filter.tags]))
  const search = filter.search?.trim()
  if (search) {
    const pattern = containing(search)
    conditions.push(or(ilike(indexPosts.title, pattern), ilike(indexPosts.excerpt, pattern), ilike(indexPosts.content, pattern)))
  }
  return and(...conditions)
}

/** One page of published posts, newest first, and how many match in all. */
export async function readPosts(db: Executor, filter: PostsFilter, page: number, perPage: number): Promise<{ rows: Array<IndexPostRow>; total: number }> {
  const where = postsWhere(filter)
  const [rows, totals] = await Promise.all([
    db.select().from(indexPosts).where(where).orderBy(desc(indexPosts.date), desc(indexPosts.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ total: count() }).from(indexPosts).where(where),
  ])
  return { rows, total: totals[0]?.total ?? 0 }
}

/** One page of tags by name, each with its count of published posts; hideEmpty leaves out tags with none. */
export async function readTags(db: Executor, page: number, perPage: number, hideEmpty: boolean) {
  // qualified by hand: drizzle writes a column of a one-table query without its table, which inside this
  // subquery would name the post's id
  const postCount = sql<number>`(select count(*)::int from index_posts p where "index_tags"."id" = any(p.tags) and p.date <= now())`
  const where = hideEmpty ? sql`${postCount} > 0` : undefined
  const [rows, totals] = await Promise.all([
    db
      .select({ id: indexTags.id, name: indexTags.name, slug: indexTags.slug, count: postCount, description: indexTags.description })
      .from(indexTags)
      .where(where)
      .orderBy(asc(indexTags.name), asc(indexTags.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(indexTags).where(where),
  ])
  return { rows, total: totals[0]?.total ?? 0 }
}
