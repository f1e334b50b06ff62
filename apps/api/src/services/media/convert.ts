import sharp from 'sharp'
import type { ImageRequest, OutputFormat } from './images.ts'

/** Automatic quality per format (platform §9 q=auto): visually lossless for product scenes at small sizes. */
const QUALITY: Record<OutputFormat, number> = { avif: 52, webp: 78, jpeg: 80, png: 90 }

/** Masters larger than this many pixels are refused (a decompression bomb is not a catalogue photo). */
const MAX_INPUT_PIXELS = 40_000_000

/**
 * One conversion with sharp, in the converter's process (converter-process.ts): the store's process
 * never imports this module, so libvips is never mapped there (converter.ts). SVG masters are
 * rasterised at the density that gives the target width.
 */
export async function convert(input: Buffer, request: ImageRequest, format: OutputFormat): Promise<Buffer> {
  const probe = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
  const isSvg = probe.format === 'svg'
  const masterWidth = probe.width || 1
  const masterHeight = probe.height || 1
  // the scale that covers the asked box (both sides for a fill crop), as a rasterising density
  const scale = Math.max((request.width ?? masterWidth) / masterWidth, request.fit === 'fill' ? (request.height ?? 0) / masterHeight : 0)
  const density = isSvg ? Math.min(2400, Math.max(1, 72 * scale * 1.01)) : undefined
  let image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, ...(density ? { density } : {}) })
  if (request.width !== null || request.height !== null) {
    image = image.resize({
      width: request.width ?? undefined,
      height: request.height ?? undefined,
      fit: request.fit === 'fill' ? 'cover' : 'inside',
      position: 'centre',
      // limit: never larger than the master (a vector master has no size limit)
      withoutEnlargement: request.fit === 'limit' && !isSvg,
    })
  }
  switch (format) {
    case 'avif':
      return image.avif({ quality: QUALITY.avif, effort: 3 }).toBuffer()
    case 'webp':
      return image.webp({ quality: QUALITY.webp, effort: 4 }).toBuffer()
    case 'png':
      return image.png({ compressionLevel: 9, palette: true, quality: QUALITY.png }).toBuffer()
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY.jpeg, mozjpeg: true }).toBuffer()
  }
}
