import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  BundlePackage,
  BundlePackageQuery,
  CategoryProductsQuery,
  CategoryProductsResponse,
  CategoryResponse,
  CompatibilityQuery,
  CompatibilityResponse,
  GroupPricesQuery,
  GroupPricesResponse,
  HotActiveResponse,
  IdParam,
  MenuResponse,
  ProductLookupQuery,
  ProductResponse,
  ProductsQuery,
  ProductsResponse,
} from '@ironhouse/contracts'
import type { FastifyRequest } from 'fastify'
import { CACHE_SCOPE_HEADER, cachePricedFor, sessionGroupOf } from '../../lib/pricing-group.ts'
import { CACHE_SECONDS, cacheFor } from '../../plugins/cache.ts'
import * as service from './service.ts'

const IdParams = z.object({ id: IdParam })

/** The shopper a price is decided for: the session's group (0 for a guest), now. */
async function shopperOf(request: FastifyRequest): Promise<service.Shopper> {
  return { groupId: await sessionGroupOf(request), now: new Date() }
}

/** Catalog reads of /svc_content (commerce §7): products, categories, menu, hot deals. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/catalog/product/:id', { schema: { params: IdParams, response: { 200: ProductResponse } } }, async (request, reply) => {
    const shopper = await shopperOf(request)
    const product = await service.getProduct(app.db, request.site, request.params.id, shopper)
    cachePricedFor(reply, shopper.groupId, CACHE_SECONDS.product)
    return { product }
  })

  app.get('/catalog/product', { schema: { querystring: ProductLookupQuery, response: { 200: ProductResponse } } }, async (request, reply) => {
    const { sku, childId } = request.query
    const shopper = await shopperOf(request)
    const product =
      sku !== undefined
        ? await service.getProductBySku(app.db, request.site, sku, shopper)
        : await service.getProductByChildId(app.db, request.site, childId ?? 0, shopper)
    cachePricedFor(reply, shopper.groupId, CACHE_SECONDS.product)
    return { product }
  })

  app.get('/catalog/products', { schema: { querystring: ProductsQuery, response: { 200: ProductsResponse } } }, async (request, reply) => {
    const shopper = await shopperOf(request)
    const products = await service.getProducts(app.db, request.site, request.query.ids, shopper)
    cachePricedFor(reply, shopper.groupId, CACHE_SECONDS.product)
    return { products }
  })

  app.get(
    '/catalog/product/complete/:id',
    { schema: { params: IdParams, querystring: BundlePackageQuery, response: { 200: ProductResponse } } },
    async (request, reply) => {
      const shopper = await shopperOf(request)
      const product = await service.getCompleteProduct(app.db, request.site, request.params.id, shopper)
      cachePricedFor(reply, shopper.groupId, CACHE_SECONDS.product)
      // a bundle's package for the page's choice (`b`), priced here so the page shows what the cart charges
      return product.type === 'bundle' ? { product, package: service.packageOfProduct(product, request.query.b) } : { product }
    },
  )

  app.get(
    '/catalog/product/:id/package',
    { schema: { params: IdParams, querystring: BundlePackageQuery, response: { 200: BundlePackage } } },
    async (request, reply) => {
      const shopper = await shopperOf(request)
      const answer = await service.getBundlePackage(app.db, request.site, request.params.id, request.query.b, shopper)
      cachePricedFor(reply, shopper.groupId, CACHE_SECONDS.product)
      return answer
    },
  )

  app.get(
    '/catalog/product/group-prices',
    { schema: { querystring: GroupPricesQuery, response: { 200: GroupPricesResponse } } },
    async (request, reply) => {
      // the group is the session's, never the query's: private to the caller
      reply.header('cache-control', 'private, no-cache').header('vary', 'cookie').header(CACHE_SCOPE_HEADER, 'group')
      return service.getGroupPrices(app.db, request.site, await shopperOf(request), request.query.productIds)
    },
  )

  app.get(
    '/catalog/product/compatibility',
    { schema: { querystring: CompatibilityQuery, response: { 200: CompatibilityResponse } } },
    async (request, reply) => {
      cacheFor(reply, CACHE_SECONDS.product)
      return service.getCompatibleProducts(app.db, request.site, request.query.tag, request.query.group)
    },
  )

  app.get('/catalog/category/:id', { schema: { params: IdParams, response: { 200: CategoryResponse } } }, async (request, reply) => {
    cacheFor(reply, CACHE_SECONDS.category)
    return { category: await service.getCategory(app.db, request.params.id) }
  })

  app.get(
    '/catalog/category/:id/products',
    { schema: { params: IdParams, querystring: CategoryProductsQuery, response: { 200: CategoryProductsResponse } } },
    async (request, reply) => {
      const { page, limit } = request.query
      const shopper = await shopperOf(request)
      const answer = await service.getCategoryProducts(app.db, request.site, request.params.id, page, limit, shopper)
      cachePricedFor(reply, shopper.groupId, CACHE_SECONDS.category)
      return answer
    },
  )

  app.get('/catalog/menu', { schema: { response: { 200: MenuResponse } } }, async (_request, reply) => {
    cacheFor(reply, CACHE_SECONDS.category)
    return { menu: await service.getMenu(app.db) }
  })

  app.get('/hot/active', { schema: { response: { 200: HotActiveResponse } } }, async (request, reply) => {
    cacheFor(reply, CACHE_SECONDS.hot)
    return service.getHotActive(app.db, request.site, new Date())
  })
}
