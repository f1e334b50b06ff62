// What other services use of the review provider.
export { trackReviewableOrder } from './invitations.ts'
