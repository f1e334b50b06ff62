// The five-for-five shipping offer (commerce §7 POST /svc_checkout/promotion/status): how many orders an
// email may still ship at the offer's rate, and whether its next order in a store gets it.
import { fiveForFiveRemainingAfter, isValidCommerceEmail } from '@ironhouse/domain'
import type { PromotionStatusResponse } from '@ironhouse/contracts'
import type { Executor } from '@ironhouse/db'
import { isFeatureOnForStore } from '../features/public.ts'
import { fiveForFiveRedemptions } from './repo.ts'

/**
 * fiveShipForFiveRemaining: the allowance (FIVE_FOR_FIVE_REDEMPTIONS_PER_EMAIL) less the email's
 * orders shipped at the offer's rate; fiveShipForFive: the flag fiveforfive_enabled is on for the
 * store and some are left. An address that is not an email has no orders, so the whole allowance.
 */
export async function promotionStatus(db: Executor, storeId: number, email: string): Promise<PromotionStatusResponse> {
  const redeemed = isValidCommerceEmail(email) ? await fiveForFiveRedemptions(db, email) : 0
  const remaining = fiveForFiveRemainingAfter(redeemed)
  return { fiveShipForFive: isFeatureOnForStore('fiveforfive_enabled', storeId) && remaining > 0, fiveShipForFiveRemaining: remaining }
}
