import { fittedText, strokeText } from './font.ts'

/**
 * Product scenes for the generated catalogue images: each kind of product is drawn from its real
 * attributes (colour, weight, finish, title) on a 1000 × 1000 studio canvas, ground line at y ≈ 820.
 * Pure functions of their input: the same spec always gives the same SVG bytes.
 */
export type SceneKind =
  | 'barbell' | 'plates' | 'collars' | 'rig' | 'rack' | 'stand' | 'bench' | 'kettlebell' | 'dumbbell' | 'rower' | 'bike'
  | 'shoe' | 'tee' | 'hoodie' | 'jacket' | 'shorts' | 'joggers' | 'hat' | 'straps' | 'wraps' | 'belt' | 'giftcard'
  | 'program' | 'ticket' | 'log' | 'stone' | 'yoke' | 'roller' | 'band' | 'bottle' | 'stickers' | 'towel' | 'mug'
  | 'tag' | 'sled' | 'box' | 'part' | 'package'

export type SceneSpec = {
  kind: SceneKind
  /** Main colour (hex). */
  color: string
  /** Second colour (hex): stitching, sleeves, stripes. */
  accent: string
  /** Short text printed on the product: a plate's weight, a card's amount ('' for none). */
  label: string
  /** Longer title for covers and cards. */
  title: string
  /** Variant switches: 'power', 'women', 'lifter', 'iron', 'change', 'physical', 'incline', 'wall', ... */
  style: string
}

export type View = 'front' | 'detail' | 'context'
export const VIEWS: ReadonlyArray<View> = ['front', 'detail', 'context']

type Drawn = { body: string; detail: [number, number, number] }

const f1 = (n: number) => (Math.round(n * 10) / 10).toString()

/** A hex colour made lighter (amount > 0) or darker (amount < 0), amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = (n >> shift) & 255
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)
    return Math.max(0, Math.min(255, Math.round(v)))
  }
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}

/** Light text on dark colours, dark text on light ones. */
function inkOn(hex: string): string {
  const n = parseInt(hex.slice(1), 16)
  const lum = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)
  return lum > 150 ? '#1d1d1f' : '#f5f5f2'
}

const STEEL = '#c4c7cc'
const DARK = '#26272b'

const DEFS = `<defs>
<linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f6f4"/><stop offset="0.78" stop-color="#e9e9e5"/><stop offset="1" stop-color="#dcdcd6"/></linearGradient>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3d43"/><stop offset="1" stop-color="#1f2024"/></linearGradient>
<linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f5f7"/><stop offset="0.45" stop-color="#a9adb3"/><stop offset="0.55" stop-color="#8c9097"/><stop offset="1" stop-color="#e3e5e8"/></linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="ball" cx="0.38" cy="0.32" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
<pattern id="knurl" width="7" height="7" patternUnits="userSpaceOnUse"><rect width="7" height="7" fill="#8d9096"/><path d="M0 0L7 7M7 0L0 7" stroke="#55585e" stroke-width="1.4"/></pattern>
<pattern id="grille" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="#2d2e32"/><circle cx="7" cy="7" r="3.2" fill="#121214"/></pattern>
</defs>`

const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.08) =>
  `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="#000" opacity="0.16"/>`

function rotatePoint(x: number, y: number, deg: number, cx = 500, cy = 500): [number, number] {
  const r = (deg * Math.PI) / 180
  return [cx + (x - cx) * Math.cos(r) - (y - cy) * Math.sin(r), cy + (x - cx) * Math.sin(r) + (y - cy) * Math.cos(r)]
}

/** A barbell along y = 500 from x0 to x1 (sleeves included). */
function barbellShape(x0: number, x1: number, y: number, spec: SceneSpec, plates: Array<{ color: string; r: number; w: number }> = []): string {
  const women = spec.style.includes('women')
  const shaftH = women ? 14 : 18
  const sleeveH = women ? 40 : 46
  const sleeveLen = (x1 - x0) * 0.16
  const innerL = x0 + sleeveLen + 22
  const innerR = x1 - sleeveLen - 22
  const shaftColor = spec.color
  const knurlW = (innerR - innerL) * 0.3
  let out = `<rect x="${f1(innerL)}" y="${f1(y - shaftH / 2)}" width="${f1(innerR - innerL)}" height="${shaftH}" fill="${shaftColor}"/>`
  out += `<rect x="${f1(innerL + 40)}" y="${f1(y - shaftH / 2)}" width="${f1(knurlW)}" height="${shaftH}" fill="url(#knurl)" opacity="0.9"/>`
  out += `<rect x="${f1(innerR - 40 - knurlW)}" y="${f1(y - shaftH / 2)}" width="${f1(knurlW)}" height="${shaftH}" fill="url(#knurl)" opacity="0.9"/>`
  if (spec.style.includes('power')) {
    out += `<rect x="${f1((innerL + innerR) / 2 - 30)}" y="${f1(y - shaftH / 2)}" width="60" height="${shaftH}" fill="url(#knurl)" opacity="0.9"/>`
  }
  out += `<rect x="${f1(innerL)}" y="${f1(y - shaftH / 2)}" width="${f1(innerR - innerL)}" height="${f1(shaftH * 0.35)}" fill="#fff" opacity="0.25"/>`
  for (const [sx, dir] of [[x0, 1], [x1, -1]] as const) {
    const left = dir === 1 ? sx : sx - sleeveLen
    out += `<rect x="${f1(left)}" y="${f1(y - sleeveH / 2)}" width="${f1(sleeveLen)}" height="${sleeveH}" rx="4" fill="url(#chrome)"/>`
    const collarX = dir === 1 ? sx + sleeveLen : sx - sleeveLen - 22
    out += `<rect x="${f1(collarX)}" y="${f1(y - sleeveH / 2 - 14)}" width="22" height="${sleeveH + 28}" rx="5" fill="url(#chrome)" stroke="#7d8187" stroke-width="2"/>`
    out += `<ellipse cx="${f1(sx)}" cy="${y}" rx="7" ry="${f1(sleeveH / 2)}" fill="#8f9399"/><circle cx="${f1(sx)}" cy="${y}" r="6" fill="${spec.accent}"/>`
    // plates loaded from the collar outwards
    let px = dir === 1 ? sx + sleeveLen - 4 : sx - sleeveLen + 4
    for (const plate of plates) {
      px -= dir * plate.w
      const x = dir === 1 ? px : px - plate.w
      out += `<rect x="${f1(x)}" y="${f1(y - plate.r)}" width="${plate.w}" height="${f1(plate.r * 2)}" rx="${f1(plate.w / 3)}" fill="${plate.color}"/>`
      out += `<rect x="${f1(x + plate.w * 0.2)}" y="${f1(y - plate.r)}" width="${f1(plate.w * 0.25)}" height="${f1(plate.r * 2)}" fill="#fff" opacity="0.18"/>`
      px -= dir * 3
    }
  }
  return out
}

function barbell(spec: SceneSpec): Drawn {
  const body = `<g transform="rotate(-10 500 500)">${barbellShape(40, 960, 500, spec)}</g>` + shadow(500, 760, 420, 18)
  const [dx, dy] = rotatePoint(800, 500, -10)
  return { body, detail: [dx, dy, 2.6] }
}

const IWF: Record<string, string> = { '25': '#c8242b', '20': '#1f5fae', '15': '#e5b91c', '10': '#2f8a3c', '5': '#f1f1ef', '45': '#1f5fae', '35': '#e5b91c' }

/** One plate seen face-on: rubber or iron, hub, hole and the weight printed twice. */
function plateFace(cx: number, cy: number, r: number, color: string, label: string, iron: boolean): string {
  const ink = inkOn(color)
  let out = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`
  out += `<circle cx="${cx}" cy="${cy}" r="${f1(r * 0.95)}" fill="none" stroke="${shade(color, -0.25)}" stroke-width="${f1(r * 0.02)}"/>`
  if (iron) {
    for (const k of [0.82, 0.7, 0.58]) out += `<circle cx="${cx}" cy="${cy}" r="${f1(r * k)}" fill="none" stroke="${shade(color, 0.25)}" stroke-width="2" opacity="0.6"/>`
  }
  out += `<circle cx="${cx}" cy="${cy}" r="${f1(r * 0.36)}" fill="url(#chrome)"/>`
  out += `<circle cx="${cx}" cy="${cy}" r="${f1(r * 0.3)}" fill="none" stroke="#7a7e84" stroke-width="3"/>`
  for (let i = 0; i < 6; i++) {
    const [bx, by] = rotatePoint(cx, cy - r * 0.24, i * 60, cx, cy)
    out += `<circle cx="${f1(bx)}" cy="${f1(by)}" r="${f1(r * 0.018)}" fill="#5b5f65"/>`
  }
  out += `<circle cx="${cx}" cy="${cy}" r="${f1(r * 0.085)}" fill="#2a2b2e"/>`
  if (label) {
    out += strokeText(label, cx, cy - r * 0.78, { size: r * 0.17, color: ink, anchor: 'middle' })
    out += strokeText(label, cx, cy + r * 0.6, { size: r * 0.17, color: ink, anchor: 'middle' })
  }
  out += strokeText('IRONHOUSE', cx - r * 0.55, cy - r * 0.05, { size: r * 0.07, color: ink, opacity: 0.8, anchor: 'middle' })
  out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#sheen)"/>`
  return out
}

function plates(spec: SceneSpec): Drawn {
  const iron = spec.style.includes('iron')
  let body = shadow(470, 842, 380, 22)
  // plates standing edge-on behind, then the face-on plate in front
  for (let i = 0; i < 3; i++) {
    const x = 760 + i * 44
    body += `<rect x="${x}" y="${130 + i * 18}" width="38" height="${700 - i * 36}" rx="14" fill="${shade(spec.color, -0.2 - i * 0.08)}"/>`
    body += `<rect x="${x + 7}" y="${130 + i * 18}" width="9" height="${700 - i * 36}" fill="#fff" opacity="0.15"/>`
  }
  body += plateFace(440, 470, 360, spec.color, spec.label, iron)
  return { body, detail: [440, 470, 1.5] }
}

function collars(spec: SceneSpec): Drawn {
  const one = (cx: number, cy: number) =>
    `<circle cx="${cx}" cy="${cy}" r="170" fill="${spec.color}"/><circle cx="${cx}" cy="${cy}" r="170" fill="url(#sheen)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="78" fill="#e9e9e5" stroke="${shade(spec.color, -0.3)}" stroke-width="10"/>` +
    `<rect x="${cx + 140}" y="${cy - 34}" width="170" height="68" rx="30" fill="${spec.accent}"/>` +
    `<rect x="${cx + 150}" y="${cy - 28}" width="150" height="16" rx="8" fill="#fff" opacity="0.3"/>`
  const body = shadow(480, 800, 380, 20) + one(300, 560) + one(520, 330)
  return { body, detail: [600, 470, 2] }
}

/** Uprights with their hole pattern. */
function upright(x: number, top: number, bottom: number, color: string, w = 46): string {
  let out = `<rect x="${x}" y="${top}" width="${w}" height="${bottom - top}" fill="${color}"/>`
  out += `<rect x="${x + 4}" y="${top}" width="${f1(w * 0.22)}" height="${bottom - top}" fill="#fff" opacity="0.12"/>`
  for (let y = top + 40; y < bottom - 30; y += 34) out += `<circle cx="${f1(x + w / 2)}" cy="${y}" r="5.5" fill="#0d0d0f" opacity="0.8"/>`
  return out
}

function frame(spec: SceneSpec, bays: number, withTop: boolean): Drawn {
  const c = spec.color
  const back = shade(c, -0.35)
  const left = bays === 1 ? 290 : 140
  const bay = bays === 1 ? 380 : 360
  let body = shadow(500, 838, 420, 22)
  for (let i = 0; i <= bays; i++) body += upright(left + i * bay + 60, 90, 790, back, 40)
  if (withTop) body += `<rect x="${left + 60}" y="90" width="${bays * bay + 40}" height="34" fill="${back}"/>`
  body += `<rect x="${left - 30}" y="795" width="${bays * bay + 150}" height="30" rx="6" fill="${shade(c, -0.5)}"/>`
  for (let i = 0; i <= bays; i++) body += upright(left + i * bay, 140, 820, c)
  if (withTop) {
    body += `<rect x="${left}" y="140" width="${bays * bay + 46}" height="40" fill="${c}"/>`
    body += `<rect x="${left - 20}" y="112" width="${bays * bay + 86}" height="14" rx="7" fill="url(#chrome)"/>`
    body += strokeText('IRONHOUSE', left + (bays * bay + 46) / 2, 150, { size: 20, color: inkOn(c), anchor: 'middle' })
  }
  for (let i = 0; i <= bays; i++) {
    const x = left + i * bay
    body += `<path d="M${x - 6} 430h58v38h-20v-18h-38z" fill="${spec.accent}"/>`
  }
  for (let i = 0; i < bays; i++) {
    const x = left + i * bay
    body += `<rect x="${x + 20}" y="600" width="${bay}" height="16" rx="4" fill="${shade(c, 0.12)}"/>`
  }
  return { body, detail: [left + 23, 450, 2.6] }
}

function bench(spec: SceneSpec): Drawn {
  const c = spec.color
  const incline = spec.style.includes('incline')
  let body = shadow(500, 812, 380, 20)
  body += `<rect x="230" y="600" width="540" height="42" fill="${c}"/>`
  body += `<path d="M250 642 L210 790 h70 l40 -148z" fill="${c}"/><path d="M750 642 l40 148 h-70 l-40 -148z" fill="${c}"/>`
  body += `<rect x="180" y="785" width="150" height="26" rx="8" fill="${shade(c, -0.4)}"/><rect x="670" y="785" width="150" height="26" rx="8" fill="${shade(c, -0.4)}"/>`
  body += `<rect x="230" y="600" width="540" height="10" fill="#fff" opacity="0.14"/>`
  const pad = (x: number, y: number, w: number, rot: number) =>
    `<g transform="rotate(${rot} ${x} ${y})"><rect x="${x}" y="${y}" width="${w}" height="64" rx="24" fill="#1c1c1e"/><rect x="${x + 10}" y="${y + 6}" width="${w - 20}" height="12" rx="6" fill="#fff" opacity="0.12"/><path d="M${x + 14} ${y + 50}h${w - 28}" stroke="${spec.accent}" stroke-width="3" stroke-dasharray="10 8"/></g>`
  if (incline) {
    body += pad(180, 530, 300, 0)
    body += `<path d="M520 600 L600 420" stroke="${c}" stroke-width="26"/>`
    body += pad(500, 500, 330, -32)
  } else body += pad(170, 530, 660, 0)
  return { body, detail: [300, 600, 2.4] }
}

function kettlebell(spec: SceneSpec): Drawn {
  const c = spec.color
  let body = shadow(500, 830, 260, 20)
  body += `<path d="M365 500 C 330 230, 670 230, 635 500" fill="none" stroke="${c}" stroke-width="64" stroke-linecap="round"/>`
  body += `<path d="M365 500 C 330 230, 670 230, 635 500" fill="none" stroke="#fff" stroke-width="10" opacity="0.15"/>`
  body += `<circle cx="500" cy="590" r="240" fill="${c}"/><rect x="330" y="800" width="340" height="28" rx="10" fill="${shade(c, -0.3)}"/>`
  body += `<circle cx="500" cy="590" r="240" fill="url(#ball)"/>`
  if (spec.label) body += strokeText(spec.label, 500, 560, { size: 78, color: inkOn(c), anchor: 'middle' })
  body += strokeText('IRONHOUSE', 500, 680, { size: 26, color: inkOn(c), anchor: 'middle', opacity: 0.8 })
  return { body, detail: [500, 560, 1.8] }
}

function dumbbell(spec: SceneSpec): Drawn {
  const hex = (cx: number, cy: number, r: number) => {
    const pts = Array.from({ length: 6 }, (_, i) => rotatePoint(cx + r, cy, i * 60 + 30, cx, cy).map(f1).join(',')).join(' ')
    return `<polygon points="${pts}" fill="${spec.color}"/><polygon points="${pts}" fill="url(#sheen)"/>`
  }
  let body = shadow(500, 800, 380, 20)
  body += `<rect x="270" y="555" width="460" height="46" rx="10" fill="url(#knurl)"/>`
  body += `<rect x="120" y="420" width="170" height="310" rx="18" fill="${spec.color}"/><rect x="710" y="420" width="170" height="310" rx="18" fill="${spec.color}"/>`
  body += hex(205, 575, 150) + hex(795, 575, 150)
  if (spec.label) body += strokeText(spec.label, 795, 555, { size: 40, color: inkOn(spec.color), anchor: 'middle' })
  return { body, detail: [500, 578, 2.2] }
}

function rower(spec: SceneSpec): Drawn {
  let body = shadow(520, 780, 440, 20)
  body += `<path d="M260 700 L900 620" stroke="${STEEL}" stroke-width="34" stroke-linecap="round"/>`
  body += `<path d="M260 700 L900 620" stroke="#fff" stroke-width="8" opacity="0.4"/>`
  body += `<rect x="860" y="620" width="26" height="150" fill="${DARK}"/><rect x="820" y="760" width="110" height="22" rx="8" fill="${DARK}"/>`
  body += `<circle cx="230" cy="560" r="150" fill="${spec.color}"/><circle cx="230" cy="560" r="112" fill="url(#grille)"/><circle cx="230" cy="560" r="150" fill="url(#sheen)"/>`
  body += `<rect x="120" y="700" width="200" height="80" rx="14" fill="${spec.color}"/>`
  body += `<path d="M270 440 L380 300" stroke="${DARK}" stroke-width="16" stroke-linecap="round"/><rect x="330" y="230" width="130" height="96" rx="10" fill="${DARK}"/><rect x="344" y="244" width="102" height="60" fill="#9fd3c7"/>`
  body += strokeText('2:04.5', 395, 262, { size: 22, color: '#1d2a26', anchor: 'middle' })
  body += `<rect x="560" y="610" width="150" height="44" rx="18" fill="${DARK}"/>`
  body += `<path d="M390 640 l60 -70 h40 l-40 70z" fill="${DARK}"/>`
  body += strokeText(spec.label || 'IRONHOUSE', 230, 745, { size: 22, color: inkOn(spec.color), anchor: 'middle' })
  return { body, detail: [300, 420, 2] }
}

function bike(spec: SceneSpec): Drawn {
  let body = shadow(500, 800, 400, 20)
  body += `<circle cx="320" cy="560" r="190" fill="${spec.color}"/><circle cx="320" cy="560" r="150" fill="url(#grille)"/><circle cx="320" cy="560" r="190" fill="url(#sheen)"/>`
  body += `<path d="M320 560 L640 560 L700 330 M640 560 L560 300" stroke="${DARK}" stroke-width="30" stroke-linecap="round" fill="none"/>`
  body += `<rect x="640" y="290" width="130" height="34" rx="16" fill="#1b1b1d"/>`
  body += `<path d="M560 300 L520 230 h-70" stroke="${DARK}" stroke-width="18" stroke-linecap="round" fill="none"/><rect x="470" y="170" width="110" height="80" rx="10" fill="${DARK}"/><rect x="482" y="182" width="86" height="50" fill="#9fd3c7"/>`
  body += `<path d="M200 790 h560" stroke="${DARK}" stroke-width="28" stroke-linecap="round"/><path d="M320 560 L250 790 M640 560 L720 790" stroke="${DARK}" stroke-width="24"/>`
  body += `<circle cx="470" cy="560" r="44" fill="${STEEL}"/><path d="M470 560 l60 70" stroke="${STEEL}" stroke-width="12"/>`
  return { body, detail: [330, 560, 2] }
}

function shoe(spec: SceneSpec): Drawn {
  const c = spec.color
  const lifter = spec.style.includes('lifter')
  const soleTop = lifter ? 650 : 690
  let body = shadow(500, 780, 380, 18)
  if (lifter) body += `<path d="M170 650 h230 v110 h-230 q-20 0 -20 -20 v-70 q0 -20 20 -20z" fill="${spec.accent}"/>`
  body += `<path d="M160 ${soleTop} L820 700 Q880 705 872 740 L866 760 L${lifter ? 400 : 170} 760 ${lifter ? '' : 'Q150 760 152 735 '}Z" fill="#f2f1ec"/>`
  body += `<path d="M170 760 L866 760" stroke="#2a2a2a" stroke-width="10"/>`
  body += `<path d="M175 ${soleTop} C 165 560, 215 430, 330 400 L 450 392 C 500 470, 590 520, 700 560 C 800 590, 860 630, 850 700 L 160 ${soleTop + 8} Z" fill="${c}"/>`
  body += `<path d="M330 400 C 300 460, 300 540, 330 ${soleTop}" fill="none" stroke="${shade(c, -0.3)}" stroke-width="6"/>`
  body += `<path d="M450 392 C 470 420, 480 440, 500 460" stroke="#222" stroke-width="10" fill="none"/>`
  for (let i = 0; i < 5; i++) body += `<path d="M${478 + i * 40} ${450 + i * 22} l34 -26" stroke="${inkOn(c)}" stroke-width="8" stroke-linecap="round"/>`
  if (lifter) body += `<path d="M420 600 L640 470 L690 520 L470 650z" fill="${shade(c, -0.45)}"/><rect x="520" y="545" width="40" height="22" fill="${STEEL}" transform="rotate(-30 540 556)"/>`
  body += `<path d="M220 640 C 360 600, 520 620, 760 660" stroke="${spec.accent}" stroke-width="12" fill="none" opacity="0.9"/>`
  body += `<path d="M175 ${soleTop} C 165 560, 215 430, 330 400 L 450 392 C 500 470, 590 520, 700 560 C 800 590, 860 630, 850 700 L 160 ${soleTop + 8} Z" fill="url(#sheen)"/>`
  return { body, detail: [300, 640, 2] }
}

const garmentLogo = (x: number, y: number, color: string, size = 34) => strokeText('IRONHOUSE', x, y, { size, color: inkOn(color), anchor: 'middle' })

function tee(spec: SceneSpec): Drawn {
  const c = spec.color
  const tank = spec.style.includes('tank')
  const long = spec.style.includes('long')
  const d = tank
    ? 'M360 160 C 380 250, 620 250, 640 160 L700 180 C 690 280, 720 330, 760 360 L760 860 L240 860 L240 360 C 280 330, 310 280, 300 180 Z'
    : long
      ? 'M360 150 C 400 220, 600 220, 640 150 L800 210 L930 700 L850 730 L740 380 L740 860 L260 860 L260 380 L150 730 L70 700 L200 210 Z'
      : 'M360 150 C 400 220, 600 220, 640 150 L830 230 L900 420 L760 470 L740 380 L740 860 L260 860 L260 380 L240 470 L100 420 L170 230 Z'
  let body = shadow(500, 880, 300, 14)
  body += `<path d="${d}" fill="${c}"/><path d="${d}" fill="url(#sheen)"/>`
  body += `<path d="M360 150 C 400 225, 600 225, 640 150" fill="none" stroke="${shade(c, -0.3)}" stroke-width="14"/>`
  body += garmentLogo(500, 360, c)
  body += `<path d="M270 840 h460" stroke="${shade(c, -0.2)}" stroke-width="4" stroke-dasharray="8 6"/>`
  return { body, detail: [500, 330, 2.2] }
}

function hoodie(spec: SceneSpec): Drawn {
  const c = spec.color
  const jacket = spec.kind === 'jacket'
  const d = 'M380 200 L620 200 L820 260 L930 720 L850 750 L750 420 L750 870 L250 870 L250 420 L150 750 L70 720 L180 260 Z'
  let body = shadow(500, 890, 300, 14)
  body += `<path d="${d}" fill="${c}"/>`
  if (!jacket) body += `<path d="M360 210 C 340 60, 660 60, 640 210 C 600 280, 400 280, 360 210 Z" fill="${shade(c, -0.15)}"/><path d="M420 220 C 430 300, 570 300, 580 220" fill="${shade(c, -0.5)}"/>`
  else body += `<path d="M400 200 L500 260 L600 200 L600 170 L400 170 Z" fill="${shade(c, -0.2)}"/>`
  if (jacket) body += `<path d="M500 260 V870" stroke="${STEEL}" stroke-width="8"/>`
  else body += `<path d="M330 640 h340 l40 160 h-420 z" fill="${shade(c, -0.12)}"/><path d="M470 300 v120 M530 300 v120" stroke="${spec.accent}" stroke-width="6"/>`
  body += `<path d="M250 850 h500" stroke="${shade(c, -0.3)}" stroke-width="26"/>`
  body += garmentLogo(500, jacket ? 380 : 480, c, 30)
  body += `<path d="${d}" fill="url(#sheen)"/>`
  return { body, detail: [500, 330, 2] }
}

function legs(spec: SceneSpec): Drawn {
  const c = spec.color
  const shorts = spec.kind === 'shorts'
  const d = shorts ? 'M280 220 H720 L790 640 L540 660 L500 400 L460 660 L210 640 Z' : 'M320 140 H680 L720 880 L560 880 L500 360 L440 880 L280 880 Z'
  let body = shadow(500, shorts ? 700 : 910, 260, 12)
  body += `<path d="${d}" fill="${c}"/><path d="${d}" fill="url(#sheen)"/>`
  body += `<rect x="${shorts ? 280 : 320}" y="${shorts ? 220 : 140}" width="${shorts ? 440 : 360}" height="46" fill="${shade(c, -0.3)}"/>`
  body += `<path d="M480 ${shorts ? 266 : 186} l-20 70 M520 ${shorts ? 266 : 186} l20 70" stroke="${spec.accent}" stroke-width="6"/>`
  body += strokeText('IH', shorts ? 660 : 620, shorts ? 560 : 760, { size: 34, color: inkOn(c), anchor: 'middle' })
  return { body, detail: [500, shorts ? 260 : 180, 2.4] }
}

function hat(spec: SceneSpec): Drawn {
  const c = spec.color
  const beanie = spec.style.includes('beanie')
  let body = shadow(520, 760, 320, 18)
  if (beanie) {
    body += `<path d="M260 640 C 240 300, 760 300, 740 640 Z" fill="${c}"/><rect x="240" y="600" width="520" height="130" rx="30" fill="${shade(c, -0.2)}"/>`
    for (let x = 270; x < 740; x += 26) body += `<path d="M${x} 610 v110" stroke="${shade(c, -0.4)}" stroke-width="6"/>`
    body += `<circle cx="500" cy="300" r="60" fill="${spec.accent}"/>`
  } else {
    body += `<path d="M220 600 C 220 300, 720 260, 760 560 Z" fill="${c}"/>`
    body += `<path d="M700 560 C 820 560, 930 600, 940 650 C 860 660, 760 640, 690 620 Z" fill="${shade(c, -0.35)}"/>`
    body += `<path d="M220 600 C 400 640, 600 630, 760 560" fill="none" stroke="${shade(c, -0.4)}" stroke-width="12"/>`
    body += `<path d="M480 300 C 470 420, 470 520, 490 615" fill="none" stroke="${shade(c, -0.25)}" stroke-width="5"/>`
    body += `<rect x="340" y="420" width="200" height="120" rx="14" fill="${spec.accent}" transform="rotate(-6 440 480)"/>`
    body += strokeText('IH', 440, 455, { size: 50, color: inkOn(spec.accent), anchor: 'middle' })
    body += `<circle cx="470" cy="298" r="14" fill="${shade(c, -0.3)}"/>`
  }
  body += `<path d="M220 600 C 220 300, 720 260, 760 560 Z" fill="url(#sheen)" opacity="${beanie ? 0 : 1}"/>`
  return { body, detail: [440, 480, 2.2] }
}

function straps(spec: SceneSpec): Drawn {
  const c = spec.color
  const loop = (x: number, rot: number) =>
    `<g transform="rotate(${rot} ${x} 500)"><rect x="${x - 70}" y="170" width="140" height="620" rx="70" fill="none" stroke="${c}" stroke-width="54"/>` +
    `<rect x="${x - 70}" y="170" width="140" height="620" rx="70" fill="none" stroke="${spec.accent}" stroke-width="3" stroke-dasharray="12 10"/>` +
    `<rect x="${x - 44}" y="680" width="88" height="120" rx="10" fill="${shade(c, -0.35)}"/>` +
    strokeText('IH', x, 730, { size: 30, color: inkOn(shade(c, -0.35)), anchor: 'middle' }) + '</g>'
  return { body: shadow(500, 860, 320, 16) + loop(370, -12) + loop(630, 10), detail: [370, 740, 2.4] }
}

function wraps(spec: SceneSpec): Drawn {
  const c = spec.color
  let body = shadow(480, 820, 330, 18)
  body += `<circle cx="420" cy="540" r="230" fill="${c}"/>`
  for (let r = 210; r > 60; r -= 24) body += `<circle cx="420" cy="540" r="${r}" fill="none" stroke="${shade(c, -0.3)}" stroke-width="4"/>`
  body += `<circle cx="420" cy="540" r="52" fill="#e6e6e1"/>`
  body += `<path d="M600 420 C 720 380, 800 420, 820 500 C 840 600, 760 640, 700 600" fill="none" stroke="${spec.accent}" stroke-width="26" stroke-linecap="round"/>`
  body += `<rect x="560" y="610" width="200" height="170" rx="16" fill="${shade(c, -0.2)}"/>`
  body += strokeText(spec.label || 'IRONHOUSE', 660, 680, { size: 24, color: inkOn(shade(c, -0.2)), anchor: 'middle' })
  body += `<circle cx="420" cy="540" r="230" fill="url(#ball)"/>`
  return { body, detail: [660, 690, 2.2] }
}

function belt(spec: SceneSpec): Drawn {
  const c = spec.color
  let body = shadow(500, 800, 380, 22)
  body += `<ellipse cx="500" cy="520" rx="380" ry="230" fill="${c}"/><ellipse cx="500" cy="520" rx="380" ry="230" fill="url(#sheen)"/>`
  body += `<ellipse cx="500" cy="520" rx="300" ry="160" fill="#e9e9e5"/>`
  body += `<ellipse cx="500" cy="520" rx="360" ry="212" fill="none" stroke="${spec.accent}" stroke-width="4" stroke-dasharray="14 9"/>`
  body += `<ellipse cx="500" cy="520" rx="318" ry="176" fill="none" stroke="${spec.accent}" stroke-width="4" stroke-dasharray="14 9"/>`
  body += `<rect x="430" y="680" width="150" height="110" rx="12" fill="none" stroke="url(#chrome)" stroke-width="22"/><rect x="430" y="680" width="150" height="110" rx="12" fill="none" stroke="#8d9096" stroke-width="4"/>`
  body += `<path d="M505 690 v90 M545 690 v90" stroke="#a7abb1" stroke-width="12"/>`
  for (let i = 0; i < 5; i++) body += `<circle cx="${250 + i * 40}" cy="${735 - i * 8}" r="9" fill="#1a1a1a"/>`
  body += strokeText('IRONHOUSE', 500, 300, { size: 40, color: inkOn(c), anchor: 'middle' })
  return { body, detail: [505, 720, 2.4] }
}

function giftcard(spec: SceneSpec): Drawn {
  const c = spec.color
  const physical = spec.style.includes('physical')
  let body = shadow(500, 800, 380, 20)
  body += `<g transform="rotate(-7 500 500)"><rect x="110" y="250" width="780" height="490" rx="34" fill="${c}"/>`
  body += `<path d="M110 600 C 360 480, 640 720, 890 520 V706 a34 34 0 0 1 -34 34 H144 a34 34 0 0 1 -34 -34Z" fill="${spec.accent}" opacity="0.85"/>`
  body += strokeText('IRONHOUSE', 170, 310, { size: 56, color: inkOn(c) })
  body += strokeText(physical ? 'GIFT CARD' : 'E-GIFT CARD', 170, 400, { size: 34, color: inkOn(c), opacity: 0.85 })
  if (spec.label) body += strokeText(spec.label, 830, 640, { size: 64, color: inkOn(spec.accent), anchor: 'end' })
  if (physical) body += `<rect x="170" y="470" width="110" height="80" rx="12" fill="#d8b65a"/><path d="M170 510h110M225 470v80" stroke="#a88a3a" stroke-width="3"/>`
  body += `<rect x="110" y="250" width="780" height="490" rx="34" fill="url(#sheen)"/></g>`
  return { body, detail: [330, 360, 1.9] }
}

/** Title words wrapped into at most three lines of about `width` characters. */
function wrapWords(text: string, width: number): Array<string> {
  const lines: Array<string> = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines.slice(0, 3)
}

function program(spec: SceneSpec): Drawn {
  const c = spec.color
  let body = shadow(500, 930, 320, 16)
  body += `<rect x="190" y="60" width="620" height="860" rx="10" fill="${c}"/>`
  for (let i = 0; i < 6; i++) body += `<path d="M${190 + i * 110} 920 L${420 + i * 110} 60" stroke="${spec.accent}" stroke-width="30" opacity="${0.12 + i * 0.04}"/>`
  body += `<rect x="190" y="60" width="620" height="860" rx="10" fill="url(#sheen)"/>`
  body += strokeText('IRONHOUSE', 250, 120, { size: 30, color: spec.accent })
  wrapWords(spec.title.toUpperCase(), 11).forEach((line, i) => {
    body += fittedText(line, 250, 330 + i * 110, 500, { size: 80, color: '#f5f5f2' })
  })
  if (spec.label) body += fittedText(spec.label, 250, 800, 500, { size: 34, color: spec.accent })
  return { body, detail: [500, 400, 1.6] }
}

function ticket(spec: SceneSpec): Drawn {
  let body = shadow(500, 800, 360, 18)
  body += `<g transform="rotate(-5 500 500)"><path d="M130 300 H870 V430 a70 70 0 0 0 0 140 V700 H130 V570 a70 70 0 0 0 0 -140 Z" fill="${spec.color}"/>`
  body += `<path d="M660 310 V690" stroke="${spec.accent}" stroke-width="4" stroke-dasharray="12 10"/>`
  body += strokeText('IRONHOUSE', 200, 350, { size: 40, color: spec.accent })
  wrapWords(spec.title.toUpperCase(), 14).forEach((line, i) => {
    body += fittedText(line, 200, 440 + i * 70, 420, { size: 48, color: '#f5f5f2' })
  })
  body += strokeText('ADMIT ONE', 765, 480, { size: 28, color: spec.accent, anchor: 'middle' })
  body += '</g>'
  return { body, detail: [420, 470, 1.8] }
}

function log(spec: SceneSpec): Drawn {
  const c = spec.color
  const axle = spec.style.includes('axle')
  if (axle) return barbell({ ...spec, color: STEEL })
  let body = shadow(500, 790, 420, 22)
  body += `<rect x="150" y="400" width="700" height="260" fill="${c}"/><rect x="150" y="420" width="700" height="40" fill="#fff" opacity="0.15"/>`
  body += `<ellipse cx="150" cy="530" rx="60" ry="130" fill="${shade(c, -0.25)}"/><ellipse cx="850" cy="530" rx="60" ry="130" fill="${shade(c, 0.1)}"/>`
  body += `<rect x="880" y="505" width="110" height="50" rx="6" fill="url(#chrome)"/><rect x="10" y="505" width="110" height="50" rx="6" fill="url(#chrome)"/>`
  body += `<rect x="400" y="460" width="200" height="140" rx="12" fill="#1b1b1d"/><path d="M450 470v120M550 470v120" stroke="url(#knurl)" stroke-width="18"/>`
  body += strokeText(spec.label || 'IRONHOUSE', 720, 500, { size: 30, color: inkOn(c), anchor: 'middle' })
  return { body, detail: [500, 530, 2] }
}

function stone(spec: SceneSpec): Drawn {
  let body = shadow(500, 830, 300, 24)
  body += `<circle cx="500" cy="530" r="300" fill="${spec.color}"/>`
  for (let i = 0; i < 60; i++) {
    const a = (i * 137.5 * Math.PI) / 180
    const r = 280 * Math.sqrt((i + 0.5) / 60)
    body += `<circle cx="${f1(500 + r * Math.cos(a))}" cy="${f1(530 + r * Math.sin(a))}" r="${(i % 3) + 2}" fill="${shade(spec.color, i % 2 ? 0.3 : -0.3)}" opacity="0.6"/>`
  }
  body += `<circle cx="500" cy="530" r="300" fill="url(#ball)"/>`
  if (spec.label) body += strokeText(spec.label, 500, 500, { size: 60, color: '#f0f0ea', anchor: 'middle', opacity: 0.85 })
  return { body, detail: [500, 520, 1.8] }
}

function yoke(spec: SceneSpec): Drawn {
  const c = spec.color
  const handles = spec.style.includes('farmers')
  if (handles) {
    let body = shadow(500, 800, 400, 20)
    for (const y of [440, 640]) {
      body += `<rect x="120" y="${y}" width="760" height="44" rx="8" fill="${c}"/><rect x="430" y="${y - 10}" width="140" height="64" rx="10" fill="url(#knurl)"/>`
      body += `<rect x="60" y="${y - 8}" width="70" height="60" rx="8" fill="url(#chrome)"/><rect x="870" y="${y - 8}" width="70" height="60" rx="8" fill="url(#chrome)"/>`
    }
    return { body, detail: [500, 460, 2.4] }
  }
  let body = shadow(500, 840, 420, 22)
  body += upright(240, 120, 820, c, 60) + upright(700, 120, 820, c, 60)
  body += `<rect x="200" y="250" width="600" height="50" rx="10" fill="${shade(c, 0.1)}"/><rect x="200" y="250" width="600" height="12" fill="#fff" opacity="0.2"/>`
  body += `<rect x="140" y="780" width="240" height="44" rx="8" fill="${shade(c, -0.3)}"/><rect x="620" y="780" width="240" height="44" rx="8" fill="${shade(c, -0.3)}"/>`
  body += `<rect x="110" y="690" width="780" height="20" rx="6" fill="url(#chrome)"/>`
  return { body, detail: [500, 275, 2.2] }
}

function roller(spec: SceneSpec): Drawn {
  const c = spec.color
  const ball = spec.style.includes('ball')
  if (ball) {
    const body = shadow(500, 800, 240, 22) + `<circle cx="500" cy="560" r="240" fill="${c}"/>` + `<circle cx="500" cy="560" r="240" fill="url(#ball)"/>` + strokeText('IH', 500, 530, { size: 70, color: inkOn(c), anchor: 'middle' })
    return { body, detail: [500, 560, 1.8] }
  }
  let body = shadow(500, 780, 400, 20)
  body += `<g transform="rotate(-8 500 560)"><rect x="170" y="440" width="660" height="240" fill="${c}"/>`
  for (let x = 200; x < 820; x += 44) body += `<rect x="${x}" y="440" width="20" height="240" fill="${shade(c, -0.25)}"/>`
  body += `<rect x="170" y="460" width="660" height="40" fill="#fff" opacity="0.15"/><ellipse cx="830" cy="560" rx="50" ry="120" fill="${shade(c, 0.15)}"/><ellipse cx="830" cy="560" rx="22" ry="54" fill="#d9d9d4"/></g>`
  return { body, detail: [500, 560, 2] }
}

function band(spec: SceneSpec): Drawn {
  const c = spec.color
  let body = shadow(500, 830, 330, 18)
  body += `<ellipse cx="500" cy="500" rx="300" ry="330" fill="none" stroke="${c}" stroke-width="60"/>`
  body += `<ellipse cx="500" cy="500" rx="250" ry="290" fill="none" stroke="${shade(c, -0.3)}" stroke-width="36" transform="rotate(12 500 500)"/>`
  body += `<ellipse cx="500" cy="500" rx="300" ry="330" fill="none" stroke="#fff" stroke-width="8" opacity="0.25"/>`
  if (spec.label) body += strokeText(spec.label, 500, 480, { size: 48, color: shade(c, -0.4), anchor: 'middle' })
  return { body, detail: [500, 170, 2.4] }
}

function bottle(spec: SceneSpec): Drawn {
  const c = spec.color
  let body = shadow(500, 880, 200, 16)
  body += `<rect x="380" y="90" width="240" height="90" rx="20" fill="${DARK}"/><path d="M360 180 h280 v660 a40 40 0 0 1 -40 40 h-200 a40 40 0 0 1 -40 -40z" fill="${c}"/>`
  body += `<path d="M360 180 h280 v660 a40 40 0 0 1 -40 40 h-200 a40 40 0 0 1 -40 -40z" fill="url(#sheen)"/>`
  body += strokeText('IRONHOUSE', 500, 520, { size: 34, color: inkOn(c), anchor: 'middle' })
  return { body, detail: [500, 300, 2] }
}

function stickers(spec: SceneSpec): Drawn {
  let body = shadow(500, 830, 340, 18)
  const colors = [spec.color, spec.accent, '#f5f5f2', '#c8242b']
  colors.forEach((c, i) => {
    const x = 200 + i * 150
    const rot = (i - 1.5) * 9
    body += `<g transform="rotate(${rot} ${x + 130} ${420 + (i % 2) * 90})"><rect x="${x}" y="${300 + (i % 2) * 90}" width="260" height="260" rx="26" fill="${c}" stroke="#fff" stroke-width="10"/>`
    body += strokeText(i % 2 ? 'LIFT' : 'IH', x + 130, 395 + (i % 2) * 90, { size: 60, color: inkOn(c), anchor: 'middle' }) + '</g>'
  })
  return { body, detail: [500, 470, 1.8] }
}

function towel(spec: SceneSpec): Drawn {
  const c = spec.color
  let body = shadow(500, 800, 360, 18)
  for (let i = 0; i < 3; i++) body += `<rect x="${180 + i * 10}" y="${560 - i * 100}" width="640" height="${120}" rx="30" fill="${shade(c, -0.1 * i)}"/>`
  body += `<rect x="180" y="560" width="640" height="120" rx="30" fill="url(#sheen)"/>`
  body += strokeText('IRONHOUSE', 500, 600, { size: 34, color: inkOn(c), anchor: 'middle' })
  return { body, detail: [500, 610, 2] }
}

function mug(spec: SceneSpec): Drawn {
  const c = spec.color
  let body = shadow(480, 820, 260, 18)
  body += `<path d="M680 400 C 820 400, 820 660, 680 660" fill="none" stroke="${c}" stroke-width="46"/>`
  body += `<path d="M260 300 h440 v450 a60 60 0 0 1 -60 60 h-320 a60 60 0 0 1 -60 -60z" fill="${c}"/><ellipse cx="480" cy="300" rx="220" ry="40" fill="${shade(c, -0.35)}"/>`
  body += `<path d="M260 300 h440 v450 a60 60 0 0 1 -60 60 h-320 a60 60 0 0 1 -60 -60z" fill="url(#sheen)"/>`
  body += strokeText('IRONHOUSE', 480, 520, { size: 36, color: inkOn(c), anchor: 'middle' })
  return { body, detail: [480, 540, 2] }
}

function tag(spec: SceneSpec): Drawn {
  const c = spec.color
  let body = shadow(500, 800, 280, 18)
  body += `<circle cx="500" cy="230" r="80" fill="none" stroke="url(#chrome)" stroke-width="18"/>`
  body += `<path d="M330 330 h340 l60 100 v280 a40 40 0 0 1 -40 40 h-340 a40 40 0 0 1 -40 -40 v-280z" fill="${c}"/>`
  body += `<path d="M330 330 h340 l60 100 v280 a40 40 0 0 1 -40 40 h-340 a40 40 0 0 1 -40 -40 v-280z" fill="url(#sheen)"/>`
  body += strokeText('IH', 500, 500, { size: 110, color: inkOn(c), anchor: 'middle' })
  body += fittedText(spec.label || 'IRONHOUSE', 500, 660, 320, { size: 36, color: inkOn(c), anchor: 'middle' })
  return { body, detail: [500, 560, 2] }
}

function sled(spec: SceneSpec): Drawn {
  const c = spec.color
  let body = shadow(500, 800, 420, 20)
  body += `<path d="M140 760 h700 q60 0 70 -60" fill="none" stroke="${c}" stroke-width="34" stroke-linecap="round"/>`
  body += `<rect x="260" y="560" width="480" height="170" fill="${shade(c, -0.2)}"/><rect x="470" y="330" width="60" height="240" fill="url(#chrome)"/>`
  body += `<path d="M300 560 L220 330 M700 560 L780 330" stroke="${c}" stroke-width="30" stroke-linecap="round"/>`
  body += `<rect x="330" y="470" width="340" height="60" rx="30" fill="#2b2b2e"/>`
  body += strokeText('IRONHOUSE', 500, 620, { size: 30, color: inkOn(shade(c, -0.2)), anchor: 'middle' })
  return { body, detail: [500, 440, 2] }
}

function box(spec: SceneSpec): Drawn {
  const c = spec.color
  let body = shadow(500, 830, 380, 20)
  body += `<path d="M220 330 L500 220 L800 310 L520 420 Z" fill="${shade(c, 0.25)}"/>`
  body += `<path d="M220 330 L520 420 L520 830 L220 740 Z" fill="${c}"/><path d="M520 420 L800 310 L800 720 L520 830 Z" fill="${shade(c, -0.25)}"/>`
  body += `<ellipse cx="370" cy="470" rx="70" ry="30" fill="${shade(c, -0.45)}" transform="rotate(16 370 470)"/>`
  body += strokeText(spec.label || 'IH', 370, 580, { size: 48, color: inkOn(c), anchor: 'middle' })
  return { body, detail: [370, 560, 2] }
}

function part(spec: SceneSpec): Drawn {
  const c = spec.color
  let body = shadow(500, 820, 360, 18)
  body += `<g transform="rotate(-35 500 500)">${upright(440, 120, 880, c, 90)}</g>`
  body += `<g transform="translate(620 600) rotate(15)"><rect x="-60" y="-40" width="180" height="80" rx="8" fill="url(#chrome)"/><circle cx="0" cy="0" r="24" fill="#555"/><circle cx="70" cy="0" r="24" fill="#555"/></g>`
  for (let i = 0; i < 4; i++) body += `<g transform="translate(${200 + i * 70} ${720 - (i % 2) * 30})"><circle r="26" fill="url(#chrome)"/><polygon points="-14,-8 0,-16 14,-8 14,8 0,16 -14,8" fill="#6b6f75"/></g>`
  if (spec.label) body += fittedText(spec.label, 740, 250, 360, { size: 30, color: '#3a3a3c', anchor: 'middle' })
  return { body, detail: [640, 600, 2] }
}

function pkg(spec: SceneSpec): Drawn {
  const plateSet = [
    { color: IWF['20'] ?? '#1f5fae', r: 220, w: 40 },
    { color: spec.accent, r: 220, w: 34 },
  ]
  let body = shadow(500, 860, 440, 22)
  body += `<g transform="translate(0 60)">${barbellShape(60, 940, 560, spec, plateSet)}</g>`
  body += plateFace(190, 320, 150, '#2a2b2e', '', false)
  body += `<g transform="translate(650 170) scale(0.32)">${frame({ ...spec, color: DARK }, 1, true).body}</g>`
  return { body, detail: [210, 620, 2] }
}

const DRAW: Record<SceneKind, (spec: SceneSpec) => Drawn> = {
  barbell, plates, collars,
  rig: (s) => frame(s, s.style.includes('wall') ? 2 : 3, true),
  rack: (s) => frame(s, 1, true),
  stand: (s) => frame(s, 1, false),
  bench, kettlebell, dumbbell, rower, bike, shoe, tee, hoodie, jacket: hoodie, shorts: legs, joggers: legs, hat,
  straps, wraps, belt, giftcard, program, ticket, log, stone, yoke, roller, band, bottle, stickers, towel, mug, tag,
  sled, box, part, package: pkg,
}

/** The gym around a product for the 'in context' view: wall, rubber floor with tiles, a platform edge. */
function gym(inner: string): string {
  let out = `<rect width="1000" height="1000" fill="url(#wall)"/><rect width="1000" height="1000" fill="url(#spot)"/>`
  for (let x = 0; x <= 1000; x += 125) out += `<path d="M${x} 0V700" stroke="#000" stroke-width="2" opacity="0.18"/>`
  out += `<rect y="700" width="1000" height="300" fill="#19191b"/>`
  for (let x = -400; x <= 1400; x += 200) out += `<path d="M500 700 L${x} 1000" stroke="#2b2b2e" stroke-width="3"/>`
  out += `<path d="M0 790H1000M0 880H1000" stroke="#2b2b2e" stroke-width="3"/>`
  out += `<rect x="60" y="120" width="240" height="44" fill="#c8242b" opacity="0.85"/>`
  out += strokeText('IRONHOUSE', 180, 132, { size: 20, color: '#fff', anchor: 'middle' })
  return `${out}<g transform="translate(150 250) scale(0.7)">${inner}</g>`
}

/** The full SVG document of a product view. */
export function renderScene(spec: SceneSpec, view: View): string {
  const drawn = DRAW[spec.kind](spec)
  let content: string
  if (view === 'front') content = `<rect width="1000" height="1000" fill="url(#studio)"/>${drawn.body}`
  else if (view === 'detail') {
    const [cx, cy, zoom] = drawn.detail
    content = `<rect width="1000" height="1000" fill="url(#studio)"/><g transform="translate(500 500) scale(${zoom}) translate(${f1(-cx)} ${f1(-cy)})">${drawn.body}</g>`
  } else content = gym(drawn.body)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">${DEFS}${content}</svg>`
}

/** A wide hero banner (1960 × 800): a gym with a loaded bar on the platform, a rack, and plates. */
export function renderHero(variant: number, accent: string): string {
  const plateSet = [
    { color: IWF['25'] ?? '#c8242b', r: 170, w: 36 },
    { color: IWF['20'] ?? '#1f5fae', r: 170, w: 32 },
    { color: accent, r: 150, w: 26 },
  ]
  const bar: SceneSpec = { kind: 'barbell', color: '#9a9ea4', accent, label: '', title: '', style: variant % 2 ? 'power' : '' }
  let out = `<rect width="1960" height="800" fill="url(#wall)"/>`
  for (let x = 0; x <= 1960; x += 140) out += `<path d="M${x} 0V560" stroke="#000" stroke-width="2" opacity="0.2"/>`
  out += `<ellipse cx="${1200 + (variant % 3) * 120}" cy="200" rx="900" ry="420" fill="#fff" opacity="0.07"/>`
  out += `<rect y="560" width="1960" height="240" fill="#17171a"/><rect x="700" y="600" width="1100" height="150" fill="#5a3f27"/>`
  for (let x = 700; x < 1800; x += 110) out += `<path d="M${x} 600v150" stroke="#3f2c1b" stroke-width="4"/>`
  out += `<g transform="translate(1350 -20) scale(0.62)">${frame({ kind: 'rack', color: '#2f3136', accent, label: '', title: '', style: '' }, 1, true).body}</g>`
  out += `<g transform="translate(560 20) scale(1.1)">${barbellShape(40, 960, 500, bar, plateSet)}</g>`
  for (let i = 0; i < 3; i++) {
    const c = [IWF['10'], IWF['15'], '#2a2b2e'][i] ?? '#2a2b2e'
    out += `<g transform="translate(${180 + i * 36} ${330 + i * 10})"><rect width="34" height="${300 - i * 20}" rx="12" fill="${c}"/><rect x="6" width="8" height="${300 - i * 20}" fill="#fff" opacity="0.15"/></g>`
  }
  out += `<rect y="0" width="760" height="800" fill="#000" opacity="0.35"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1960" height="800" viewBox="0 0 1960 800">${DEFS}${out}</svg>`
}

/** The product placeholder (platform §9: 250 × 250): a plate outline and 'Image coming soon'. */
export function renderPlaceholder(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="250" height="250" viewBox="0 0 250 250"><rect width="250" height="250" fill="#eeeeea"/><circle cx="125" cy="105" r="62" fill="none" stroke="#b9b9b3" stroke-width="10"/><circle cx="125" cy="105" r="18" fill="#b9b9b3"/>${strokeText('IMAGE COMING SOON', 125, 196, { size: 13, color: '#85857f', anchor: 'middle' })}</svg>`
}

/** The store's mark (favicon and touch icons): a red plate with 'IH'. */
export function renderIcon(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" rx="${size <= 32 ? 16 : 0}" fill="#141416"/><circle cx="50" cy="50" r="40" fill="#c8242b"/><circle cx="50" cy="50" r="11" fill="#141416"/>${strokeText('IH', 50, 18, { size: 16, color: '#fff', anchor: 'middle', weight: 4 })}</svg>`
}
