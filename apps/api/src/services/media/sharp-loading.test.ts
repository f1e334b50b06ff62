import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

// The store's process never loads sharp (libvips and its libraries, 30–40 MB of resident memory): its
// image routes convert in a process of their own (converter.ts; issue 13: memory per process;
// docs/operations.md). Run in a process of its own, as the store is, and read its memory map after the
// app has served a conversion.
const script = `
import { readFileSync } from 'node:fs'
const libvipsMapped = () => readFileSync('/proc/self/maps', 'utf8').includes('libvips')
const { openTestApp } = await import('./apps/api/test/helpers.ts')
await import('./apps/api/src/storefront.ts')
const { app, close } = await openTestApp()
const atStart = libvipsMapped()
const icon = await app.inject({ method: 'GET', url: '/icon-192.png' })
const afterConversion = libvipsMapped()
await close()
console.log(JSON.stringify({ atStart, afterConversion, status: icon.statusCode, png: icon.rawPayload.subarray(1, 4).toString() }))
`

describe('the store process never loads sharp', () => {
  it.runIf(process.platform === 'linux')('a process with the whole API loaded has no libvips mapped, before or after an image conversion', () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test' } })
    expect(JSON.parse(out.trim().split('\n').at(-1) ?? '{}')).toEqual({ atStart: false, afterConversion: false, status: 200, png: 'PNG' })
  })
})
