import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { JEMALLOC_PATHS, STORE_NODE_FLAGS, storeEnvFor, storeFlagsWith } from './node-flags.ts'

const debianJemalloc = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2'
const onlyDebianJemalloc = (path: string) => path === debianJemalloc
const noJemalloc = () => false

describe('the store process flags and environment (issue 13: memory per process)', () => {
  it('npm run serve starts serve.ts, which becomes the store process with them (server.test.ts runs it)', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
    expect(scripts.serve).toBe('node apps/api/src/serve.ts')
  })

  it('bounds the young generation to 16 MB semi-spaces and the old generation growth to 1.5×, and exposes gc for the collection once quiet, unless the command line sets them', () => {
    expect(STORE_NODE_FLAGS).toEqual(['--max-semi-space-size=16', '--heap-growing-percent=50', '--expose-gc'])
    expect(storeFlagsWith([])).toEqual(['--max-semi-space-size=16', '--heap-growing-percent=50', '--expose-gc'])
    expect(storeFlagsWith(['--inspect', '--max-semi-space-size=32'])).toEqual(['--inspect', '--max-semi-space-size=32', '--heap-growing-percent=50', '--expose-gc'])
  })

  it('preloads jemalloc where the machine has it, keeps glibc to 2 arenas, and an operator value of their own wins', () => {
    expect(JEMALLOC_PATHS).toContain(debianJemalloc)
    expect(storeEnvFor({}, onlyDebianJemalloc)).toEqual({ MALLOC_ARENA_MAX: '2', LD_PRELOAD: debianJemalloc })
    expect(storeEnvFor({}, noJemalloc)).toEqual({ MALLOC_ARENA_MAX: '2' })
    expect(storeEnvFor({ MALLOC_ARENA_MAX: '4' }, noJemalloc)).toEqual({})
    // `LD_PRELOAD= npm run serve` keeps glibc's allocator
    expect(storeEnvFor({ LD_PRELOAD: '' }, onlyDebianJemalloc)).toEqual({ MALLOC_ARENA_MAX: '2' })
  })
})
