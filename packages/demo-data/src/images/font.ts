/**
 * A small stroke font for the generated images: capitals, digits and a few signs drawn as SVG paths,
 * so the text on a plate or a cover renders the same on every machine (no system font is needed by
 * the rasteriser). Glyphs sit on a 4 × 6 grid, y down; strokes are polylines separated by '|'.
 */
const GLYPHS: Record<string, string> = {
  A: '0,6 0,2 2,0 4,2 4,6|0,3.5 4,3.5',
  B: '0,0 0,6 3,6 4,5 4,4 3,3 0,3|0,0 3,0 4,1 4,2 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2.2,3.5',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  I: '1,0 3,0|2,0 2,6|1,6 3,6',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,3.5|1.3,2.7 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  O: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2.5,4.5 4,6.3',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2.5 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  '0': '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|0.3,5.2 3.7,0.8',
  '1': '0.8,1.2 2,0 2,6|0.8,6 3.2,6',
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,1 1,0 3,0 4,1 4,2 3,3 4,4 4,5 3,6 1,6 0,5|1.5,3 3,3',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0,0 0,2.6 3,2.6 4,3.6 4,5 3,6 1,6 0,5',
  '6': '3.6,0.4 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.6 3,2.8 1,2.8 0,3.6',
  '7': '0,0 4,0 1.5,6',
  '8': '1,0 3,0 4,1 4,2 3,3 1,3 0,2 0,1 1,0|1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
  '9': '0.4,5.6 1,6 3,6 4,5 4,1 3,0 1,0 0,1 0,2.4 1,3.2 3,3.2 4,2.4',
  '.': '1.8,5.6 2.2,5.6 2.2,6 1.8,6 1.8,5.6',
  ',': '2.2,5.4 2.2,6 1.6,6.8',
  '-': '0.8,3 3.2,3',
  '+': '0.6,3 3.4,3|2,1.6 2,4.4',
  '/': '0,6 4,0',
  '·': '1.8,2.8 2.2,2.8 2.2,3.2 1.8,3.2 1.8,2.8',
  "'": '2,0 2,1.6',
  '&': '4,6 1,2 1,1 2,0 3,1 3,2 0,4 0,5 1,6 2.5,6 4,4',
  $: '4,1 3,0.5 1,0.5 0,1.5 1,3 3,3 4,4.5 3,5.5 1,5.5 0,5|2,-0.3 2,6.3',
  '%': '0,6 4,0|0.5,0.5 1.3,0.5 1.3,1.5 0.5,1.5 0.5,0.5|2.7,4.5 3.5,4.5 3.5,5.5 2.7,5.5 2.7,4.5',
  '#': '1.3,0 0.7,6|3.3,0 2.7,6|0,2 4,2|0,4 4,4',
  ':': '2,1.6 2,2|2,4.6 2,5',
  '!': '2,0 2,4|2,5.6 2,6',
  '?': '0,1 1,0 3,0 4,1 4,2 2,3.5 2,4.3|2,5.6 2,6',
  '(': '2.6,0 1.4,1.5 1.4,4.5 2.6,6',
  ')': '1.4,0 2.6,1.5 2.6,4.5 1.4,6',
  '"': '1.4,0 1.4,1.6|2.6,0 2.6,1.6',
}

const ADVANCE = 5.4 // grid units per character (4 wide + spacing)

/** The path data of one line of text at (x, y) (top-left), capitals of `size` px height. */
export function textPathData(text: string, x: number, y: number, size: number): string {
  const unit = size / 6
  const parts: Array<string> = []
  let cursor = x
  for (const raw of text.toUpperCase()) {
    const glyph = GLYPHS[raw]
    if (glyph) {
      for (const stroke of glyph.split('|')) {
        const points = stroke.split(' ').map((pair) => {
          const [gx, gy] = pair.split(',').map(Number)
          return `${(cursor + (gx ?? 0) * unit).toFixed(1)} ${(y + (gy ?? 0) * unit).toFixed(1)}`
        })
        parts.push(`M${points.join('L')}`)
      }
    }
    cursor += ADVANCE * unit
  }
  return parts.join('')
}

/** Width in px of a line of text at `size`. */
export function textWidth(text: string, size: number): number {
  return text.length === 0 ? 0 : (text.length * ADVANCE - 1.4) * (size / 6)
}

export type TextOptions = { size: number; color: string; weight?: number; anchor?: 'start' | 'middle' | 'end'; opacity?: number }

/** An SVG path element drawing `text`; the anchor places x at the start, middle or end of the line. */
export function strokeText(text: string, x: number, y: number, options: TextOptions): string {
  const width = textWidth(text, options.size)
  const left = options.anchor === 'middle' ? x - width / 2 : options.anchor === 'end' ? x - width : x
  const stroke = options.weight ?? Math.max(1.2, options.size / 7)
  const opacity = options.opacity === undefined ? '' : ` opacity="${options.opacity}"`
  return `<path d="${textPathData(text, left, y, options.size)}" fill="none" stroke="${options.color}" stroke-width="${stroke.toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"${opacity}/>`
}

/** Text fitted into maxWidth: the size shrinks so the line is never wider than maxWidth. */
export function fittedText(text: string, x: number, y: number, maxWidth: number, options: TextOptions): string {
  const width = textWidth(text, options.size)
  const size = width > maxWidth ? (options.size * maxWidth) / width : options.size
  return strokeText(text, x, y + (options.size - size) / 2, { ...options, size })
}
