import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify, { type FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createTestDatabase, type DbHandle } from '@ironhouse/db'
import { ErrorBody, Id } from '@ironhouse/contracts'
import { errorHandlerPlugin } from './error-handler.ts'
import { findRefusedInput, inputGuardPlugin, MAX_INPUT_DEPTH } from './input-guard.ts'
import { Readable } from 'node:stream'

let db: DbHandle
let app: FastifyInstance
const warnings: Array<{ msg: string; sqlstate?: string }> = []

beforeAll(async () => {
  db = await createTestDatabase(process.env.TEST_DATABASE_URL)
  app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(JSON.parse(line) as { msg: string }) } },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(errorHandlerPlugin)
  await app.register(inputGuardPlugin)
  const typed = app.withTypeProvider<ZodTypeProvider>()
  // no schema on purpose: the root guard and the database guard are all that stand in front of it
  typed.post('/echo', async (request) => ({ body: request.body as unknown }))
  typed.post('/cast', async (request) => {
    const { value, type } = request.body as { value: string; type: 'int' | 'jsonb' | 'text' }
    const result = await db.db.execute(sql`select ${value}::${sql.raw(type)} as v`)
    return { rows: result.rows.length }
  })
  typed.post('/typed', { schema: { body: z.object({ id: Id }) } }, async (request) => ({ id: request.body.id }))
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await db.close()
})

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object })

describe('the root input guard, in front of every route', () => {
  it.each([
    ['a NUL in a body string', { note: 'a\u0000b' }, '/note'],
    ['a NUL in a key', { 'a\u0000': 1 }, '/a\u0000'],
    ['a lone surrogate deep in an array', { lines: [{ sku: 'x\ud800' }] }, '/lines/0/sku'],
  ])('refuses %s with 400 validation_error naming where', async (_what, payload, path) => {
    const res = await post('/echo', payload)
    expect(res.statusCode).toBe(400)
    const body = ErrorBody.parse(res.json())
    expect(body).toMatchObject({ error: 'validation_error', status: 400 })
    expect(body.details).toMatchObject({ issues: [{ path }] })
  })

  it(`refuses JSON nested deeper than ${MAX_INPUT_DEPTH} levels, lets ${MAX_INPUT_DEPTH - 1} through`, async () => {
    const nest = (depth: number) => {
      let value: unknown = 1
      for (let i = 0; i < depth; i += 1) value = [value]
      return value
    }
    expect((await post('/echo', { a: nest(MAX_INPUT_DEPTH) })).statusCode).toBe(400)
    expect((await post('/echo', { a: nest(MAX_INPUT_DEPTH - 2) })).statusCode).toBe(200)
  })

  it('leaves a raw body stream alone (the storefront hands form posts to its pages unparsed)', () => {
    const stream = Readable.from(['order=IH100000001'])
    expect(findRefusedInput(stream)).toBeUndefined()
    expect(findRefusedInput({ nested: { deeper: '\u0000' } })).toMatchObject({ path: '/nested/deeper' })
  })

  it('refuses a NUL in the query string and the path', async () => {
    expect((await app.inject({ method: 'POST', url: '/echo?q=%00', payload: {} })).statusCode).toBe(400)
  })

  it('lets ordinary Unicode, tabs and line breaks through', async () => {
    const res = await post('/echo', { note: 'Deadlift 💪\n\tΩ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ body: { note: 'Deadlift 💪\n\tΩ' } })
  })

  it('an id beyond the integer column answers 400 from the shared Id schema', async () => {
    const res = await post('/typed', { id: 365_098_436_442 })
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json()).error).toBe('validation_error')
  })
})

describe('database data exceptions that got past the schemas', () => {
  it.each([
    ['an integer out of range (22003)', '365098436442', 'int', '22003'],
    ['text that is not a number (22P02)', 'abc', 'int', '22P02'],
    ['invalid JSON (22P02)', '{"a":', 'jsonb', '22P02'],
  ])('%s answers 400 validation_error with a logged warning, not a 500', async (_what, value, type, sqlstate) => {
    warnings.length = 0
    const res = await post('/cast', { value, type })
    expect(res.statusCode).toBe(400)
    expect(ErrorBody.parse(res.json())).toMatchObject({ error: 'validation_error', message: 'Invalid input', status: 400 })
    expect(warnings).toContainEqual(expect.objectContaining({ msg: 'input refused by the database', sqlstate }))
  })
})
