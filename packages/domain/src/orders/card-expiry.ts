function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year
}

/**
 * Commerce §5: a card is expired once the end of its expiry month has passed (in UTC): a card
 * marked 03/2026 works through 31 March 2026 and is expired from 1 April 2026 00:00 UTC. A month
 * or year that is not a number marks the card expired (it cannot be charged). Two-digit years are
 * read as 20xx.
 */
export function isCardExpired(card: { expMonth: number | string; expYear: number | string }, now: Date): boolean {
  const month = Number(card.expMonth)
  const year = Number(card.expYear)
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return true
  const firstMomentAfter = Date.UTC(fullYear(year), month, 1) // month is 1-based, so this is the next month
  return now.getTime() >= firstMomentAfter
}
