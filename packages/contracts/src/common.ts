import { z } from 'zod'

/** Integer minor units (cents) of the store's currency: every money field of every call. */
export const Money = z.number().int()

/** The currencies the stores sell in (commerce §9 store ids to currency). */
export const CurrencyCode = z.enum(['USD', 'CAD', 'EUR', 'AUD', 'GBP'])

export const SiteCode = z.enum(['USA', 'CAN', 'APO', 'EUR', 'GBR', 'AUS'])
export type SiteCode = z.infer<typeof SiteCode>

export const StoreId = z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(5), z.literal(18), z.literal(34)])

/**
 * The ranges of PostgreSQL's integer columns. A number outside its column's range fails inside the
 * database (SQLSTATE 22003); the schemas below refuse it at the edge with a 400 naming the field.
 */
export const PG_INT2_MAX = 32_767
export const PG_INT4_MAX = 2_147_483_647
/** bigint holds more, but a JSON number is exact only up to 2^53 - 1. */
export const PG_INT8_SAFE_MAX = Number.MAX_SAFE_INTEGER

/** A positive id of an `integer`/`serial` column, in a JSON body. */
export const Id = z.number().int().min(1).max(PG_INT4_MAX)
/** A positive id of a `bigint`/`bigserial` column, in a JSON body. */
export const BigId = z.number().int().min(1).max(PG_INT8_SAFE_MAX)
/** Any value of an `integer` column (quantities, positions, amounts), in a JSON body. */
export const Int4 = z.number().int().min(-PG_INT4_MAX - 1).max(PG_INT4_MAX)
/** Any value of a `smallint` column, in a JSON body. */
export const Int2 = z.number().int().min(-PG_INT2_MAX - 1).max(PG_INT2_MAX)

/**
 * A whole number given as text in a path or a query (`?page=2`): decimal digits only (no `1e3`,
 * `0x10`, spaces or fractions), then checked against the column's range by `then`.
 */
export function integerParam<T extends z.ZodType<number, number>>(then: T) {
  return z
    .union([z.number(), z.string().regex(/^-?[0-9]{1,16}$/, 'must be a whole number').transform(Number)])
    .pipe(then)
}

/** A positive id of an `integer`/`serial` column, given as a string in a path or query. */
export const IdParam = integerParam(Id)
/** A positive id of a `bigint`/`bigserial` column, given as a string in a path or query. */
export const BigIdParam = integerParam(BigId)
/** Any `integer` value given as a string in a path or query. */
export const Int4Param = integerParam(Int4)

export const StoreQuery = z.object({ storeId: z.coerce.number().pipe(StoreId).optional() }).loose()

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** False for text no PostgreSQL text or jsonb value can hold as sent: a NUL, or a lone UTF-16 surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text)
}

/**
 * Characters a text column must never receive: NUL (PostgreSQL refuses it in text and jsonb), the
 * other C0 controls and DEL, and lone UTF-16 surrogates (not encodable as UTF-8: they would be
 * stored as U+FFFD). `multiline` lets tab, line feed and carriage return through.
 */
export function hasRefusedCharacter(text: string, multiline = false): boolean {
  if (LONE_SURROGATE.test(text)) return true
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code === 0x7f) return true
    if (code < 0x20 && !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) return true
  }
  return false
}

/**
 * One line of text from a URL or a form (names, codes, search terms, SKUs): no control characters,
 * no NUL, no lone surrogates. Every string a caller sends goes through this or `Text`, with a max.
 */
export const PlainText = z.string().refine((text) => !hasRefusedCharacter(text), 'must not contain control characters')

/** Free text that may span lines (messages, notes, addresses): PlainText plus tab and line breaks. */
export const Text = z.string().refine((text) => !hasRefusedCharacter(text, true), 'must not contain control characters')
