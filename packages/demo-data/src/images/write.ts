import { existsSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DEFAULT_PRODUCT_COUNT, generateDemoStoreWithMedia, type MediaFile } from '../generate.ts'

/**
 * Writes the image masters into the media folder (`<dir>/catalog`, `<dir>/cms`). A file whose
 * content-hashed name is already there is skipped; a new one is written under a temporary name and
 * renamed, so a reader never sees half a file and two processes writing at once do no harm.
 */
export async function writeMediaFiles(dir: string, media: ReadonlyArray<MediaFile>): Promise<{ written: number; kept: number }> {
  let written = 0
  await mkdir(join(dir, 'catalog'), { recursive: true })
  await mkdir(join(dir, 'cms'), { recursive: true })
  for (const item of media) {
    const target = join(dir, item.folder, item.file)
    if (existsSync(target)) continue
    const temp = `${target}.${process.pid}.tmp`
    await writeFile(temp, item.svg)
    await rename(temp, target)
    written += 1
  }
  return { written, kept: media.length - written }
}

/**
 * The image masters of the demo store of `products` products, written where missing. The masters
 * depend only on the catalogue (never on the clock), so any process can write them again: a server
 * started on another machine against the same PostgreSQL database makes the same files.
 */
export async function ensureDemoMedia(dir: string, options: { products?: number | undefined; seed?: number | undefined } = {}) {
  const { media } = generateDemoStoreWithMedia({
    products: options.products ?? DEFAULT_PRODUCT_COUNT,
    seed: options.seed,
    now: '2000-01-01T00:00:00Z',
  })
  return writeMediaFiles(dir, media)
}
