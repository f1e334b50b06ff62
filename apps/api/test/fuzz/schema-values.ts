import fc from 'fast-check'
import { z } from 'zod'
import { anyJson, anyJsonLeaf, anyNumberText, anyText } from './values.ts'

type JsonSchema = {
  type?: string | Array<string>
  properties?: Record<string, JsonSchema>
  required?: Array<string>
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  prefixItems?: Array<JsonSchema>
  anyOf?: Array<JsonSchema>
  oneOf?: Array<JsonSchema>
  allOf?: Array<JsonSchema>
  enum?: Array<unknown>
  const?: unknown
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  $ref?: string
}

/** The input side of a route's zod schema as JSON Schema, or undefined when there is none or it cannot be read. */
export function inputJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema
  } catch {
    return undefined
  }
}

/** The property names a schema knows (the fuzzer sends them, valid or not, so handlers are reached). */
export function propertyNames(schema: JsonSchema | undefined): Array<string> {
  if (!schema) return []
  const own = Object.keys(schema.properties ?? {})
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(propertyNames)
  return [...new Set([...own, ...nested])]
}

const MAX_DEPTH = 4

/** Values the schema accepts, mostly: the fuzzer mixes them with bad ones so requests get past validation. */
export function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH || schema.$ref) return anyJsonLeaf
  if ('const' in schema) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((s) => plausible(s, depth + 1)))
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], depth + 1)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return plausibleString(schema)
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -5, -1e9), max: Math.min(schema.maximum ?? 300, 1e9) })
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(plausible(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) })
    case 'object':
      return plausibleObject(schema, depth)
    default:
      return anyJsonLeaf
  }
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress()
  if (schema.format === 'uuid') return fc.uuid()
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 256))
    } catch {
      // a pattern fast-check cannot generate from: fall through to plain strings
    }
  }
  const minLength = schema.minLength ?? 0
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 20, 20)) })
}

function plausibleObject(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, value] of Object.entries(properties)) model[key] = plausible(value, depth + 1)
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) })
}

/**
 * What a caller may send for a schema: a plausible value with some fields replaced by bad ones,
 * some left out and some added, or something else entirely (wrong type, deep nesting, huge arrays).
 */
export function fuzzed(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const names = propertyNames(schema)
  const mutatedObject =
    names.length === 0
      ? fc.dictionary(anyText, anyJson, { maxKeys: 4 })
      : fc
          .tuple(plausible(schema), fc.subarray(names), fc.dictionary(fc.constantFrom(...names), anyJson, { maxKeys: 3 }), fc.dictionary(anyText, anyJsonLeaf, { maxKeys: 2 }))
          .map(([base, dropped, replaced, extra]) => {
            const value = typeof base === 'object' && base !== null && !Array.isArray(base) ? { ...(base as object) } : {}
            for (const key of dropped) delete (value as Record<string, unknown>)[key]
            return { ...value, ...replaced, ...extra }
          })
  return fc.oneof({ weight: 3, arbitrary: plausible(schema) }, { weight: 5, arbitrary: mutatedObject }, { weight: 2, arbitrary: anyJson })
}

/** A path or query value as text: the schema's own kind of value, or a bad number, or bad text. */
export function fuzzedText(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: plausible(schema).map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '')) },
    { weight: 2, arbitrary: anyNumberText },
    { weight: 2, arbitrary: anyText },
  )
}
