import { createHmac } from 'node:crypto'

/** The documented test cards (docs/api.md); any other number that passes the Luhn check is approved. */
export const TEST_CARDS = {
  approved: '4111111111111111',
  threeDSecure: '4000000000003220',
  declined: '4000000000000002',
} as const

export type CardBehaviour = 'approve' | 'challenge' | 'decline'

export function cardBehaviour(number: string): CardBehaviour {
  if (number === TEST_CARDS.threeDSecure) return 'challenge'
  if (number === TEST_CARDS.declined) return 'decline'
  return 'approve'
}

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false
  let sum = 0
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The card scheme from the number's prefix (the adyenType-style names the store shows). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa'
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'mc'
  if (/^3[47]/.test(number)) return 'amex'
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover'
  return 'card'
}

/** A keyed fingerprint: the same card gives the same value, and the number cannot be recovered from it. */
export function cardFingerprint(number: string, key: string): string {
  return createHmac('sha256', key).update(number).digest('base64url')
}
