import { z } from 'zod'

/** Integer minor units (cents) of the store's currency: every money field of every call. */
export const Money = z.number().int()

export const SiteCode = z.enum(['USA', 'CAN', 'APO', 'EUR', 'GBR', 'AUS'])
export type SiteCode = z.infer<typeof SiteCode>

export const StoreId = z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(5), z.literal(18), z.literal(34)])

/** A positive integer id in a path or query, given as a string. */
export const IdParam = z.coerce.number().int().positive().max(2_147_483_647)

export const StoreQuery = z.object({ storeId: z.coerce.number().pipe(StoreId).optional() }).loose()

/** Text from a URL or a form: no control characters (a NUL byte cannot reach the database). */
export const PlainText = z.string().refine((text) => !hasControlCharacter(text), 'must not contain control characters')

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}
