import { normaliseUnmatchedPath, SITES } from '@ironhouse/domain'
import type { RouteResponse } from '@ironhouse/contracts'
import type { Db } from '@ironhouse/db'
import { AppError } from '../../lib/app-errors.ts'
import * as repo from './repo.ts'

/**
 * Resolves a path the storefront's route table does not know (shell §2, platform §2): the path is
 * normalised with the router's rule, then looked up in the URL table. related.EUROPE is the same page
 * on the Europe site, or null when that site does not sell the product.
 */
export async function resolveRoute(db: Db, rawUrl: string): Promise<RouteResponse> {
  const url = normaliseUnmatchedPath(rawUrl)
  const row = await repo.findRewrite(db, url)
  if (!row) throw new AppError('not_found', `No page at ${url}`)
  const entityType = row.entityType as RouteResponse['entityType']
  let europe: string | null = null
  if (entityType === 'category' || entityType === 'content') europe = `${SITES.EUR.pathPrefix}${url}`
  if (entityType === 'product' && row.entityId !== null && (await repo.isProductSoldInStore(db, row.entityId, SITES.EUR.storeId))) {
    europe = `${SITES.EUR.pathPrefix}${url}`
  }
  return {
    entityType,
    entityId: row.entityId,
    redirectTarget: row.redirectTarget,
    redirectType: row.redirectType,
    related: { EUROPE: europe },
  }
}
