import { createHash, randomInt } from 'node:crypto'

/** No 0/O, 1/I/L: a code read aloud or typed from a card is not misread. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A new code: 16 characters (about 79 bits), shown in groups of four. */
export function newGiftCardCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-')
}

/** A code as typed: spaces and dashes dropped, upper-case. */
export function normalizeGiftCardCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase()
}

export function giftCardCodeHash(code: string): string {
  return createHash('sha256').update(normalizeGiftCardCode(code)).digest('base64url')
}

export function isWellFormedGiftCardCode(code: string): boolean {
  const normalized = normalizeGiftCardCode(code)
  return normalized.length === 16 && [...normalized].every((char) => ALPHABET.includes(char))
}
