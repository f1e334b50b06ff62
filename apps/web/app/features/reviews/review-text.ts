// The words of a product's reviews section (docs/reviews.md "On the product page").

/** "4.6 out of 5" (one decimal as the summary keeps it; a whole number without ".0"). */
export const ratingText = (average: number): string => `${Math.round(average * 10) / 10} out of 5`

/** "1 review", "12 reviews", "1,204 reviews" (digits grouped for the locale). */
export const reviewCountText = (count: number, locale: string): string => `${count.toLocaleString(locale)} ${count === 1 ? 'review' : 'reviews'}`

/** The day a review was written, in the site's locale: "Nov 28, 2026" (en-US), "28 Nov 2026" (en-GB); UTC, so server and browser agree. */
export const reviewDateText = (iso: string, locale: string): string =>
  new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })

/** "1 person found this helpful", "12 people found this helpful"; nothing before the first vote. */
export const helpfulText = (helpful: number, locale: string): string =>
  helpful <= 0 ? '' : `${helpful.toLocaleString(locale)} ${helpful === 1 ? 'person' : 'people'} found this helpful`
