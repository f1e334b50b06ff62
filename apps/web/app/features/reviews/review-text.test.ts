import { describe, expect, it } from 'vitest'
import { helpfulText, ratingText, reviewCountText, reviewDateText } from './review-text.ts'

describe('the product page reviews section words (docs/reviews.md "On the product page")', () => {
  it('the average reads "4.6 out of 5", a whole average without ".0", rounded to one decimal', () => {
    expect(ratingText(4.6)).toBe('4.6 out of 5')
    expect(ratingText(5)).toBe('5 out of 5')
    expect(ratingText(3.449)).toBe('3.4 out of 5')
  })

  it('the count says "1 review" or "12 reviews", its digits grouped for the locale', () => {
    expect(reviewCountText(1, 'en-US')).toBe('1 review')
    expect(reviewCountText(12, 'en-US')).toBe('12 reviews')
    expect(reviewCountText(1204, 'en-US')).toBe('1,204 reviews')
  })

  it('the date is the UTC day in the site locale: month first for en-US, day first for en-GB (platform §9)', () => {
    expect(reviewDateText('2026-11-28T23:30:00.000Z', 'en-US')).toBe('Nov 28, 2026')
    expect(reviewDateText('2026-11-28T23:30:00.000Z', 'en-GB')).toBe('28 Nov 2026')
  })

  it('helpful votes read "1 person found this helpful", "1,204 people …", and nothing before the first (docs/reviews.md "Helpful votes")', () => {
    expect(helpfulText(0, 'en-US')).toBe('')
    expect(helpfulText(1, 'en-US')).toBe('1 person found this helpful')
    expect(helpfulText(1204, 'en-US')).toBe('1,204 people found this helpful')
  })
})
