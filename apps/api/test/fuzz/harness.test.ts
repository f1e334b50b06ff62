// The fuzzer can fail: routes broken on purpose, each in one of the ways it looks for, are caught.
import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { fuzzRoute, openFuzzApp } from './harness.ts'

const t = await openFuzzApp((app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get('/broken/throws/:id', { schema: { params: z.object({ id: z.string() }) } }, async (request) => {
    if (request.params.id.length > 3) throw new Error('a bug')
    return { ok: true }
  })
  typed.post('/broken/writes-then-refuses', async (_request, reply) => {
    await app.db.execute(sql`update sites set name = name || '' where code = 'USA'`)
    return reply.code(400).send({ error: 'validation_error', message: 'refused after writing', status: 400 })
  })
  typed.get('/broken/leaks', async () => {
    const [row] = (await app.db.execute(sql`select email from customers order by id desc limit 1`)).rows as Array<{ email: string }>
    return { email: row?.email }
  })
  typed.get('/broken/shape', async (_request, reply) => reply.code(404).send({ message: 'not here' }))
})
afterAll(async () => {
  await t.close()
})

describe('the fuzzer finds what it looks for', () => {
  it.each([
    ['GET', '/broken/throws/:id', /answered 500/],
    ['POST', '/broken/writes-then-refuses', /refused with 400 but wrote to public\.sites/],
    ['GET', '/broken/leaks', /another shopper's data/],
    ['GET', '/broken/shape', /not the error shape/],
  ] as const)('%s %s', async (method, url, problem) => {
    const route = t.app.routeCatalog.find((entry) => entry.method === method && entry.url === url)
    if (!route) throw new Error(`${method} ${url} is not in the route catalog`)
    await expect(fuzzRoute(t, route)).rejects.toThrow(problem)
    await expect(fuzzRoute(t, route)).rejects.toThrow(/seed -?\d+, path [\d:]+\n {2}replay: FUZZ_ROUTE=/)
  })
})
