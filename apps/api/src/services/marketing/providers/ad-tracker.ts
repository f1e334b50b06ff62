import type { AdConversionData } from '@ironhouse/domain'
import { adConversions, type Executor } from '@ironhouse/db'

/** A purchase conversion with the buyer's normalised data (platform §5 Ad conversion data). */
export type AdConversionRecord = { orderNumber: string; storeId: number; currency: string; value: number; data: AdConversionData }

/** The seam to an ad network's conversion API (the ad pixel of platform §6). */
export type AdTracker = {
  readonly name: string
  recordConversion: (db: Executor, conversion: AdConversionRecord) => Promise<void>
}

/** The built-in tracker: each conversion is a row of ad_conversions (one per order), read by the operator. */
export const builtInAdTracker: AdTracker = {
  name: 'built-in',
  recordConversion: async (db, conversion) => {
    await db.insert(adConversions).values(conversion).onConflictDoNothing({ target: adConversions.orderNumber })
  },
}
