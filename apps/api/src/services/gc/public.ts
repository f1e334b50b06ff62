export { findUsableGiftCards, spendGiftCards, refundGiftCards, giftCardBalance, DEMO_GIFT_CARDS } from './service.ts'
export { newGiftCardCode } from './codes.ts'
export { insertGiftCard } from './repo.ts'
