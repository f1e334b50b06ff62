import { Stream } from 'node:stream'
import fp from 'fastify-plugin'
import { isStorableText } from '@ironhouse/contracts'
import { sendRefusal } from './error-handler.ts'

/** Deep enough for any call of the spec; deeper JSON is refused before a schema or a query walks it. */
export const MAX_INPUT_DEPTH = 32

type Finding = { path: string; problem: string }

/**
 * The first value of a request's params, query or JSON body that no service may receive: a NUL
 * character (PostgreSQL refuses it in text and jsonb) or a lone UTF-16 surrogate (not UTF-8, it
 * would be stored as U+FFFD) in a string or a key, or nesting deeper than MAX_INPUT_DEPTH.
 */
export function findRefusedInput(value: unknown, path = '', depth = 0): Finding | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : { path, problem: 'contains a NUL or an unpaired surrogate character' }
  // a raw body stream (the storefront's pages: form posts go to React Router unparsed) is not input yet
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value) || value instanceof Stream) return undefined
  if (depth >= MAX_INPUT_DEPTH) return { path, problem: `is nested deeper than ${MAX_INPUT_DEPTH} levels` }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findRefusedInput(value[i], `${path}/${i}`, depth + 1)
      if (found) return found
    }
    return undefined
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return { path: `${path}/${key}`, problem: 'has a name with a NUL or an unpaired surrogate character' }
    const found = findRefusedInput(item, `${path}/${key}`, depth + 1)
    if (found) return found
  }
  return undefined
}

/**
 * The root guard in front of every route, schema or not: what no column can hold never reaches a
 * service. The shared contract schemas (PlainText, Text, Id...) then check each field's own rules.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request, reply) => {
    const parts = { params: request.params, querystring: request.query, body: request.body } as const
    for (const [part, value] of Object.entries(parts)) {
      const found = findRefusedInput(value)
      if (found) {
        return sendRefusal(request, reply, 400, 'validation_error', `Invalid ${part}: ${found.path || 'the value'} ${found.problem}`, {
          issues: [{ path: found.path, message: found.problem, keyword: 'input_guard' }],
        })
      }
    }
  })
})
