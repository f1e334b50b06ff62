// The operator calls' answers as the staff screen reads them (docs/api.md "/svc_review" moderation and
// "/svc_marketing"): small local types, the schemas staying in the API (docs/marketing.md).
import type { SiteCode } from '@ironhouse/domain'

export type StaffReview = {
  id: number
  productId: number
  productName: string
  rating: number
  title: string
  body: string
  authorName: string
  verified: boolean
  status: 'published' | 'hidden'
  hiddenReason: string | null
  hiddenAt: string | null
  createdAt: string
  /** The store's public reply (docs/reviews.md "Replies"), or null. */
  reply: { text: string; at: string } | null
  /** How many shoppers found it helpful (docs/reviews.md "Helpful votes"). */
  helpful: number
  /** Shoppers' reports (docs/reviews.md "Reports"): how many, and how many for each reason. */
  reports: { total: number; reasons: Partial<Record<'spam' | 'offensive' | 'off_topic' | 'other', number>> }
}
export type StaffReviewPage = { page: number; pageSize: number; total: number; reviews: Array<StaffReview> }

export type AffiliateSummary = { affiliates: Array<{ affiliateCode: string; currency: string; sales: number; amount: number; lastSaleAt: string }> }
type Line = { productId: number; sku: string; qty: number }
export type AffiliateSales = {
  affiliateCode: string
  count: number
  sales: Array<{ orderNumber: string; currency: string; amount: number; orderDiscount: number; items: Array<Line & { price: number }>; excluded: Array<Line & { reason: string }>; createdAt: string }>
}
export type AdConversions = { conversions: Array<{ orderNumber: string; storeId: number; currency: string; value: number; createdAt: string }> }
type Tracked = { items: Array<{ sku: string; name: string; quantity: number; price: number }>; total: number; currency: string }
export type EmailRecord = {
  email: string
  cart: (Tracked & { updatedAt: string; purchasedAt: string | null; remindedAt: string | null }) | null
  purchases: Array<Tracked & { orderNumber: string; createdAt: string }>
}

export type StaffView =
  | {
      kind: 'staff'
      siteCode: SiteCode
      view: 'reviews'
      problem: string | null
      reviews: (StaffReviewPage & { filter: { status: string; productId: string; reported: boolean } }) | null
      marketing: null
    }
  | {
      kind: 'staff'
      siteCode: SiteCode
      view: 'marketing'
      problem: string | null
      reviews: null
      marketing: {
        affiliates: AffiliateSummary['affiliates']
        conversions: AdConversions['conversions']
        affiliate: string | null
        sales: AffiliateSales | null
        email: string | null
        record: EmailRecord | null
        emailProblem: string | null
      } | null
    }

/** A staff post's outcome; an error names the review and whether it came from the reply form. */
export type ModerationOutcome = { kind: 'done'; message: string } | { kind: 'error'; message: string; review?: number; reply?: boolean }
