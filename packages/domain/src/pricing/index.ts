// Pricing: promo status, customer price precedence, earned-ticket discounts, hundo weight discounts.
export { isAttributeFlagOn, isHotDeal, markMissedPromos, parsePromoDate, promoQtyOf, promoStatusOf } from './promo.ts'
export type { PromoAttributes, PromoRecord, PromoStatus } from './promo.ts'
export {
  applyBestEarnedDiscount,
  applyEarnedDiscount,
  customerPriceOf,
  finalCustomerPriceOf,
  loadsCustomerGroupPrices,
} from './customer-price.ts'
export type { CustomerPrice, CustomerPriceInput, DiscountedPrice, EarnedDiscount, PriceSource } from './customer-price.ts'
export { hundoDiscountForRow, hundoDiscountForRows, hundoTierFor } from './hundo.ts'
export type { HundoRow, HundoTier } from './hundo.ts'
