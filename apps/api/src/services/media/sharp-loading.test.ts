import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

// A store process loads sharp (libvips and its libraries, ~30 MB of resident memory) with its first
// image conversion, not at start (issue 13: memory per process; docs/operations.md). Run in a process
// of its own, as the store's modules are, and read from the process's own memory map.
const script = `
import { readFileSync } from 'node:fs'
const libvipsMapped = () => readFileSync('/proc/self/maps', 'utf8').includes('libvips')
await import('./apps/api/src/app.ts')
await import('./apps/api/src/storefront.ts')
const { convert } = await import('./apps/api/src/services/media/images.ts')
const atStart = libvipsMapped()
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>')
const png = await convert(svg, { width: null, height: null, fit: 'limit', format: 'png' }, 'png')
console.log(JSON.stringify({ atStart, afterConversion: libvipsMapped(), png: png.subarray(1, 4).toString() }))
`

describe('sharp is loaded by the first image conversion', () => {
  it.runIf(process.platform === 'linux')('a process with the whole API loaded has no libvips mapped until it converts an image', () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test' } })
    expect(JSON.parse(out.trim().split('\n').at(-1) ?? '{}')).toEqual({ atStart: false, afterConversion: true, png: 'PNG' })
  })
})
