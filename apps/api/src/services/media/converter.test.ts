import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { ConverterProcess } from './converter.ts'
import type { ImageRequest } from './images.ts'

const svg = (fill: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="${fill}"/></svg>`)
const asPng: ImageRequest = { width: 83, height: null, fit: 'limit', format: 'png' }
const isPng = (body: Buffer) => body.subarray(1, 4).toString() === 'PNG'
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((next) => setTimeout(next, 25))
  return check()
}

const converters: Array<ConverterProcess> = []
const converter = (idleMs?: number) => {
  const made = new ConverterProcess({ idleMs })
  converters.push(made)
  return made
}
afterEach(async () => {
  await Promise.all(converters.splice(0).map((made) => made.close()))
})

describe('image conversions in a process of their own', () => {
  it('converts in a child process that maps libvips, while this process does not', async () => {
    const images = converter()
    const [red, blue, green] = await Promise.all(['red', 'blue', 'green'].map((fill) => images.convert(svg(fill), asPng, 'png')))
    expect([red, blue, green].every((body) => body !== undefined && isPng(body))).toBe(true)
    expect(images.started).toBe(1)
    const pid = images.pid ?? 0
    expect(pid).not.toBe(process.pid)
    expect(readFileSync(`/proc/${pid}/maps`, 'utf8')).toContain('libvips')
  })

  it('a master that cannot be converted fails with the reason, and the process converts the next one', async () => {
    const images = converter()
    await expect(images.convert(Buffer.from('not an image'), asPng, 'png')).rejects.toThrow(/unsupported image format/)
    expect(isPng(await images.convert(svg('red'), asPng, 'png'))).toBe(true)
    expect(images.started).toBe(1)
  })

  it('a process that dies fails the conversions it held, and the next conversion starts a new one', async () => {
    const images = converter()
    await images.convert(svg('red'), asPng, 'png')
    const first = images.pid ?? 0
    const held = images.convert(svg('blue'), { width: 1960, height: null, fit: 'limit', format: 'avif' }, 'avif')
    process.kill(first, 'SIGKILL')
    await expect(held).rejects.toThrow('the image converter stopped (SIGKILL)')
    expect(isPng(await images.convert(svg('green'), asPng, 'png'))).toBe(true)
    expect(images.started).toBe(2)
    expect(images.pid).not.toBe(first)
  })

  it('leaves once idle, and the next conversion starts it again', async () => {
    const images = converter(200)
    await images.convert(svg('red'), asPng, 'png')
    const first = images.pid ?? 0
    expect(await until(() => !alive(first))).toBe(true)
    expect(images.pid).toBeUndefined()
    expect(isPng(await images.convert(svg('blue'), asPng, 'png'))).toBe(true)
    expect(images.started).toBe(2)
  })
})
