import { createContext, useContext } from 'react'
import type { ReactNode } from 'react'
import type { EventDetails, EventLeaderboard, EventSummary, Product, ProductSummary } from '@ironhouse/contracts'
import type { PricingContext } from '../../ui/pricing.ts'
import type { ProductPageData } from '../product/load-product.server.ts'

/**
 * Data the blocks read besides their props, loaded on the server with the page
 * (load-content.server.ts, withBlockData) so the page renders whole there. A block's view reads it
 * with `useBlockData()`.
 */
export type BlockData = {
  /** Products of ProductTabs tabs and InfiniteCarousels, by `productTabKey`. */
  products: Record<string, Array<ProductSummary>>
  /** The events an EventsList block shows (the most any block of the page asks for), none without one. */
  events?: Array<EventSummary> | undefined
  /** The events of Competition blocks, by event id (event-blocks.server.ts). */
  eventCards?: Record<string, EventDetails> | undefined
  /** The leaderboards of Leaderboard blocks, by event id (event-blocks.server.ts). */
  leaderboards?: Record<string, EventLeaderboard> | undefined
  /** The product of the page's ProductPage block, by product id (one a page: the first block's). */
  productPages?: Record<string, ProductPageData> | undefined
  /** The colors of the configurable products Swatches blocks show, by product id. */
  swatches?: Record<string, SwatchSet> | undefined
  pricing: PricingContext | null
  /** Site path prefix ('' for USA) for product links. */
  prefix: string
}

/** A configurable product's colors as a Swatches block shows them: each child, its color, picture and stock. */
export type SwatchSet = {
  productId: number
  name: string
  url: string
  colors: Array<{ productId: number; color: string; thumbnail: Product['thumbnail']; inventory: Product['inventory'] }>
}

const BlockDataContext = createContext<BlockData>({ products: {}, pricing: null, prefix: '' })

export function BlockDataProvider({ value, children }: { value: BlockData; children: ReactNode }) {
  return <BlockDataContext.Provider value={value}>{children}</BlockDataContext.Provider>
}

/** The page's block data (inside a content page's BlockDataProvider). */
export function useBlockData(): BlockData {
  return useContext(BlockDataContext)
}
