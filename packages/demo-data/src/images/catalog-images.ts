import { createHash } from 'node:crypto'
import type { ProductDraft } from '../products/draft.ts'
import { renderHero, renderScene, VIEWS, type SceneKind, type SceneSpec, type View } from './scenes.ts'

/** Colours of the demo variants (COLORS in products/draft.ts) and of the catalogue's finishes. */
export const COLOR_HEX: Record<string, string> = {
  Black: '#222326',
  Red: '#b3232a',
  Blue: '#1f4f9c',
  'Heather Grey': '#9a9b9d',
  Navy: '#1d2a48',
  Olive: '#5b6236',
  White: '#f2f2ef',
  Orange: '#e06a1b',
  Green: '#2f7a3c',
  Yellow: '#e2b91c',
  Purple: '#5b3a86',
  Sand: '#c9b48c',
}

/** The folder of the generated masters inside the media folder; image links start with this path. */
export const CATALOG_MEDIA_PATH = '/media/catalog'
export const CMS_MEDIA_PATH = '/media/cms'
/** Size of a generated product master (the service renders any offered width from it). */
export const PRODUCT_IMAGE_SIZE = 1000

type Rule = { test: RegExp; kind: SceneKind; style?: string }

/** Which scene a product name calls for; the first matching rule wins. */
const RULES: ReadonlyArray<Rule> = [
  { test: /gift card/i, kind: 'giftcard' },
  { test: /registration/i, kind: 'ticket' },
  { test: /pull-up bar|j-cup|bushing|sleeve kit|snap ring|end cap|upright|spotter|band pegs|crossmember|replacement/i, kind: 'part' },
  { test: /band set|monster band|resistance band|mini band/i, kind: 'band' },
  { test: /bumper set|plates?\b/i, kind: 'plates' },
  { test: /collars|spring clips/i, kind: 'collars' },
  { test: /axle/i, kind: 'log', style: 'axle' },
  { test: /\blog\b/i, kind: 'log' },
  { test: /\bbar\b|bar 2\.0|training bar/i, kind: 'barbell' },
  { test: /rig|pull-up station/i, kind: 'rig' },
  { test: /squat stand/i, kind: 'stand' },
  { test: /rack/i, kind: 'rack' },
  { test: /bench/i, kind: 'bench' },
  { test: /kettlebell/i, kind: 'kettlebell' },
  { test: /dumbbell/i, kind: 'dumbbell' },
  { test: /rowerg|rower/i, kind: 'rower' },
  { test: /bikeerg|bike/i, kind: 'bike' },
  { test: /lifter/i, kind: 'shoe', style: 'lifter' },
  { test: /trainer|runner|shoe/i, kind: 'shoe' },
  { test: /tank/i, kind: 'tee', style: 'tank' },
  { test: /long sleeve/i, kind: 'tee', style: 'long' },
  { test: /\btee\b|shirt/i, kind: 'tee' },
  { test: /hoodie|crewneck/i, kind: 'hoodie' },
  { test: /jacket/i, kind: 'jacket' },
  { test: /shorts/i, kind: 'shorts' },
  { test: /joggers/i, kind: 'joggers' },
  { test: /beanie/i, kind: 'hat', style: 'beanie' },
  { test: /\bhat\b|snapback/i, kind: 'hat' },
  { test: /straps/i, kind: 'straps' },
  { test: /wraps/i, kind: 'wraps' },
  { test: /belt/i, kind: 'belt' },
  { test: /stone/i, kind: 'stone' },
  { test: /farmers/i, kind: 'yoke', style: 'farmers' },
  { test: /yoke/i, kind: 'yoke' },
  { test: /mobility ball/i, kind: 'roller', style: 'ball' },
  { test: /roller/i, kind: 'roller' },
  { test: /bottle/i, kind: 'bottle' },
  { test: /sticker/i, kind: 'stickers' },
  { test: /towel/i, kind: 'towel' },
  { test: /mug/i, kind: 'mug' },
  { test: /keychain|opener|patch/i, kind: 'tag' },
  { test: /sled/i, kind: 'sled' },
  { test: /plyo box/i, kind: 'box' },
  { test: /package|set\b/i, kind: 'package' },
]

/** Default colours per kind when the product has no colour of its own. */
const KIND_COLOR: Partial<Record<SceneKind, [string, string]>> = {
  barbell: ['#b7bac0', '#c8242b'],
  plates: ['#222326', '#c8242b'],
  collars: ['#2a2b2e', '#c8242b'],
  rig: ['#2a2b2e', '#c8242b'],
  rack: ['#2a2b2e', '#c8242b'],
  stand: ['#2a2b2e', '#c8242b'],
  bench: ['#2a2b2e', '#c8242b'],
  kettlebell: ['#2b2c2f', '#c8242b'],
  dumbbell: ['#2b2c2f', '#c8242b'],
  rower: ['#2a2b2e', '#c8242b'],
  bike: ['#2a2b2e', '#c8242b'],
  shoe: ['#222326', '#c8242b'],
  straps: ['#222326', '#c8242b'],
  wraps: ['#c8242b', '#222326'],
  belt: ['#3b2417', '#e2c58a'],
  giftcard: ['#141416', '#c8242b'],
  program: ['#141416', '#e2b91c'],
  ticket: ['#1d2a48', '#e2b91c'],
  log: ['#2a2b2e', '#c8242b'],
  stone: ['#6b6d70', '#c8242b'],
  yoke: ['#2a2b2e', '#c8242b'],
  roller: ['#222326', '#c8242b'],
  band: ['#c8242b', '#222326'],
  bottle: ['#222326', '#c8242b'],
  stickers: ['#141416', '#c8242b'],
  towel: ['#222326', '#c8242b'],
  mug: ['#f2f2ef', '#c8242b'],
  tag: ['#c8242b', '#222326'],
  sled: ['#2a2b2e', '#c8242b'],
  box: ['#6e4a2e', '#c8242b'],
  part: ['#2a2b2e', '#c8242b'],
  package: ['#b7bac0', '#c8242b'],
}

const BAND_COLORS = ['#c8242b', '#1f4f9c', '#2f7a3c', '#222326']
const PLATE_COLORS: Record<string, string> = { '10 KG': '#2f7a3c', '15 KG': '#e5b91c', '20 KG': '#1f5fae', '25 KG': '#c8242b' }
const GIFT_DESIGNS: Array<[string, string]> = [
  ['#141416', '#c8242b'],
  ['#1d2a48', '#e2b91c'],
  ['#c8242b', '#141416'],
]

/** A stable small number from a string (variant choice for generated products). */
function pick(text: string, n: number): number {
  return createHash('sha1').update(text).digest()[0]! % n
}

const kgFromLb = (lb: number) => Math.round(lb / 2.2046)

/** The scene of a product, from its name, type, colour and attributes. */
export function sceneOf(product: ProductDraft['row']): SceneSpec {
  const name = product.name
  const attributes = (product.attributes ?? {}) as Record<string, unknown>
  const type = product.type ?? 'simple'
  let rule: Rule | undefined = product.isProgram ? { test: /./, kind: 'program' } : RULES.find((r) => r.test.test(name))
  if (!rule && (type === 'bundle' || type === 'grouped')) rule = { test: /./, kind: 'package' }
  const kind: SceneKind = rule?.kind ?? 'box'
  let style = rule?.style ?? ''
  const [baseColor, baseAccent] = KIND_COLOR[kind] ?? ['#2a2b2e', '#c8242b']
  const colorName = typeof attributes.color === 'string' ? attributes.color : undefined
  let color = (colorName && COLOR_HEX[colorName]) || baseColor
  let accent = baseAccent
  let label = ''
  let title = name
  if (/power/i.test(name)) style += ' power'
  if (/women/i.test(name)) style += ' women'
  if (/incline|adjustable/i.test(name)) style += ' incline'
  if (/wall/i.test(name)) style += ' wall'
  switch (kind) {
    case 'barbell':
      if (!colorName) color = /echo|training/i.test(name) ? '#3a3b3f' : /boneyard/i.test(name) ? '#8c8f94' : '#b7bac0'
      if (/cerakote/i.test(name)) color = '#4b6a8a'
      break
    case 'plates':
      if (/\biron\b|machined|calibrated|steel/i.test(name)) {
        style += ' iron'
        color = /calibrated/i.test(name) ? '#c8242b' : '#56595e'
        label = /calibrated/i.test(name) ? '25 KG' : '45 LB'
      } else if (/change|fractional/i.test(name)) {
        style += ' change'
        label = '2.5 KG'
        color = '#e2e2de'
      } else if (/color|hg|competition/i.test(name)) {
        label = ['25 KG', '20 KG', '15 KG', '10 KG'][pick(name, 4)]!
        color = PLATE_COLORS[label] ?? color
      } else label = '45 LB'
      break
    case 'kettlebell':
    case 'dumbbell':
      label = `${kgFromLb(product.weight ?? 35) || 16} KG`
      break
    case 'stone':
      label = /(\d+) ?lb/i.exec(name)?.[1] ? `${/(\d+) ?lb/i.exec(name)?.[1]} LB` : ''
      break
    case 'band': {
      const level = /(x-heavy|heavy|medium|light)/i.exec(name)?.[1]
      if (level) {
        label = level.toUpperCase()
        color = BAND_COLORS[['light', 'medium', 'heavy', 'x-heavy'].indexOf(level.toLowerCase())] ?? color
      } else if (!colorName) color = BAND_COLORS[pick(name, BAND_COLORS.length)]!
      break
    }
    case 'giftcard': {
      const design = GIFT_DESIGNS[(product.productId ?? 0) % GIFT_DESIGNS.length]!
      ;[color, accent] = design
      if (/physical/i.test(name)) style += ' physical'
      const amounts = (product.giftcardData as { amounts?: Array<number> } | null)?.amounts ?? []
      label = /any amount/i.test(name) ? 'ANY AMOUNT' : amounts.length > 0 ? `$${Math.round(Math.min(...amounts) / 100)}+` : ''
      break
    }
    case 'program': {
      const weeks = Number(attributes.duration)
      const days = Number(attributes.days_per_week)
      title = name.replace(/^ironhouse\s+/i, '').replace(/\s*-\s*\d+ day trial$/i, '')
      label = [weeks > 0 ? `${weeks} WEEKS` : '', days > 0 ? `${days} DAYS/WEEK` : '', attributes.is_trial ? 'TRIAL' : '']
        .filter(Boolean)
        .join(' · ')
      if (/conditioning/i.test(name)) [color, accent] = ['#1d2a48', '#e06a1b']
      break
    }
    case 'ticket':
      title = name.replace(/^ironhouse\s+/i, '')
      break
    case 'part':
      label = name.replace(/\s+\d+$/, '').toUpperCase().slice(0, 26)
      break
    case 'tag':
      label = (/keychain|opener|patch/i.exec(name)?.[0] ?? '').toUpperCase()
      break
    case 'box':
      label = '24"'
      break
    default:
      break
  }
  if (!colorName && ['tee', 'hoodie', 'jacket', 'shorts', 'joggers', 'hat'].includes(kind)) color = COLOR_HEX.Black!
  if (kind === 'tee' || kind === 'hoodie' || kind === 'hat') accent = color === COLOR_HEX.Red ? '#f2f2ef' : '#c8242b'
  return { kind, color, accent, label, title, style: style.trim() }
}

export type ImageFile = { file: string; svg: string }
export type GalleryEntry = { link: string; label: string; width: number; height: number }

const VIEW_LABELS: Record<View, (name: string) => string> = {
  front: (name) => name,
  detail: (name) => `${name}, detail`,
  context: (name) => `${name} in the gym`,
}

/** The file name of a master: a readable stem and the first 10 hex digits of its content hash. */
export function hashedName(stem: string, svg: string): string {
  return `${stem}.${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`
}

function stemOf(spec: SceneSpec, view: View): string {
  const parts = [spec.kind, spec.style.replace(/\s+/g, '-'), spec.color.slice(1), spec.label, spec.kind === 'program' || spec.kind === 'ticket' ? spec.title : '']
  const slug = parts
    .filter(Boolean)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return `${slug}-${view}`
}

/**
 * The images of a product: one master per view (front, detail, in context), named by content hash,
 * and the gallery entries that link to them. Products with the same scene share their files.
 */
export function productImages(product: ProductDraft['row'], cache = new Map<string, ImageFile>()): { files: Array<ImageFile>; gallery: Array<GalleryEntry> } {
  const spec = sceneOf(product)
  const key = JSON.stringify(spec)
  const files: Array<ImageFile> = []
  const gallery = VIEWS.map((view) => {
    const cacheKey = `${key}|${view}`
    let file = cache.get(cacheKey)
    if (!file) {
      const svg = renderScene(spec, view)
      file = { file: hashedName(stemOf(spec, view), svg), svg }
      cache.set(cacheKey, file)
    }
    files.push(file)
    return { link: `${CATALOG_MEDIA_PATH}/${file.file}`, label: VIEW_LABELS[view](product.name), width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE }
  })
  return { files, gallery }
}

/** Gives every draft its generated gallery and thumbnail; returns the distinct files to write. */
export function assignProductImages(drafts: Array<ProductDraft>): Array<ImageFile> {
  const cache = new Map<string, ImageFile>()
  const files = new Map<string, ImageFile>()
  for (const d of drafts) {
    const { files: own, gallery } = productImages(d.row, cache)
    d.row.gallery = gallery
    d.row.thumbnail = gallery[0]?.link ?? null
    for (const f of own) files.set(f.file, f)
  }
  return [...files.values()]
}

const HERO_ACCENTS = ['#c8242b', '#e2b91c', '#1f5fae', '#2f7a3c']

/** The hero banner master of CMS hero n (1960 × 800). */
export function heroImage(n: number): ImageFile {
  const svg = renderHero(n, HERO_ACCENTS[n % HERO_ACCENTS.length]!)
  return { file: hashedName(`hero-${n}`, svg), svg }
}

/** The size of a hero's phone crop (HeroConfig's mobile picture). */
export const HERO_MOBILE_SIZE = { width: 768, height: 940 } as const

/** Hero n cropped for a phone: the rack side of the banner, upright (768 × 940), for art direction. */
export function heroMobileImage(n: number): ImageFile {
  const wide = 'width="1960" height="800" viewBox="0 0 1960 800"'
  const svg = renderHero(n, HERO_ACCENTS[n % HERO_ACCENTS.length]!).replace(wide, `width="${HERO_MOBILE_SIZE.width}" height="${HERO_MOBILE_SIZE.height}" viewBox="1240 0 654 800"`)
  return { file: hashedName(`hero-${n}-mobile`, svg), svg }
}
