import { createHash } from 'node:crypto'

/** The label of an image path: its file name without extension, words capitalised ('/a/ohio-bar.jpg' → 'Ohio Bar'). */
export function labelFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? 'Image'
  let file = last
  try {
    file = decodeURIComponent(last)
  } catch {
    // keep the raw segment when it is not valid percent-encoding
  }
  const stem = file.replace(/\.[a-z0-9]{2,5}$/i, '')
  const words = stem.replace(/[-_+]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 60)
  return words === '' ? 'Image' : words.replace(/\b\w/g, (c) => c.toUpperCase())
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)
}

/** A deterministic SVG placeholder: the colour comes from a hash of the path, the text from its label. */
export function placeholderSvg(path: string, width = 800, height = 800): string {
  const digest = createHash('sha1').update(path).digest()
  const hue = ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360
  const label = escapeXml(labelFromPath(path))
  const fontSize = Math.round(Math.min(width, height) / 14)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">
<rect width="100%" height="100%" fill="hsl(${hue} 35% 30%)"/>
<rect x="6%" y="6%" width="88%" height="88%" fill="none" stroke="hsl(${hue} 40% 55%)" stroke-width="4"/>
<text x="50%" y="50%" fill="#fff" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${label}</text>
</svg>`
}
