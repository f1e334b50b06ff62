import type { OwnReview, OwnReviews, RatingSummary, ReviewInvitation, ReviewWritten } from '@ironhouse/contracts/reviews'
import type { BrowserApiClient } from '../../platform/api-client.ts'
import type { ReviewDraft } from './review-form.tsx'

/** The /svc_review calls of the review screens (docs/api.md "Reviews"). */
export function reviewClient(api: BrowserApiClient) {
  return {
    mine: async (): Promise<Array<OwnReview>> => (await api.get<OwnReviews>('/svc_review/reviews')).reviews,
    write: (productId: number, draft: ReviewDraft) => api.post<ReviewWritten>('/svc_review/reviews', { ...draft, productId }),
    update: (id: number, draft: ReviewDraft) => api.put<ReviewWritten>(`/svc_review/reviews/${id}`, draft),
    remove: (id: number) => api.delete<{ productId: number; summary: RatingSummary }>(`/svc_review/reviews/${id}`),
    invitation: (orderNumber: string, token: string | null) =>
      api.get<ReviewInvitation>(`/svc_review/invitations/${encodeURIComponent(orderNumber)}`, token ? { query: { token } } : undefined),
    writeForOrder: (orderNumber: string, token: string | null, productId: number, draft: ReviewDraft) =>
      api.post<ReviewWritten>(`/svc_review/invitations/${encodeURIComponent(orderNumber)}/reviews`, { ...draft, productId, ...(token ? { token } : {}) }),
  }
}

export type ReviewClient = ReturnType<typeof reviewClient>
