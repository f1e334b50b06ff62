import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { STORE_ENV, STORE_NODE_FLAGS, storeEnvFor } from './node-flags.ts'

describe('the store process V8 flags (issue 13: memory per process)', () => {
  it('npm run serve starts the store with every flag of node-flags.ts, the young generation bounded to 16 MB semi-spaces', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
    expect(STORE_NODE_FLAGS).toContain('--max-semi-space-size=16')
    for (const flag of STORE_NODE_FLAGS) expect(scripts.serve).toContain(` ${flag} `)
    expect(scripts.serve).toMatch(/apps\/api\/src\/server\.ts$/)
  })

  it('npm run serve sets the store environment (glibc arenas); an operator value of their own wins in the cluster', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
    const serve = ` ${scripts.serve ?? ''}`
    for (const [name, value] of Object.entries(STORE_ENV)) expect(serve).toContain(` ${name}=${value} `)
    expect(storeEnvFor({})).toEqual({ MALLOC_ARENA_MAX: '2' })
    expect(storeEnvFor({ MALLOC_ARENA_MAX: '4' })).toEqual({})
  })
})
