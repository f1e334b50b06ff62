import { sceneOf } from '../images/catalog-images.ts'
import type { SceneKind } from '../images/scenes.ts'
import type { ProductDraft } from './draft.ts'

/**
 * Product copy from a product's real attributes: a paragraph on what it is and what it is made of,
 * one on its use, and a specifications table (weight, dimensions, finish, origin, shipping).
 */
type Kind = { what: string; build: string; use: string; specs: Array<[string, string]> }

const KINDS: Partial<Record<SceneKind, Kind>> = {
  barbell: { what: 'a 28.5 mm barbell', build: 'a 190,000 PSI tensile steel shaft with a medium volcano knurl and bronze bushings in the sleeves', use: 'Olympic lifts, squats, presses and pulls', specs: [['Length', '2200 mm'], ['Shaft diameter', '28.5 mm'], ['Sleeve length', '16.4 in'], ['Tolerance', '± 10 g']] },
  plates: { what: 'a pair of weight plates', build: 'virgin rubber over a stainless steel hub, 450 mm across', use: 'dropping from overhead without damaging the bar or the floor', specs: [['Diameter', '450 mm'], ['Hub', 'stainless steel, 50.4 mm bore'], ['Weight tolerance', '± 1 %']] },
  rack: { what: 'a power rack', build: '3 × 3 in 11-gauge steel uprights with 5/8 in hardware and Westside hole spacing through the bench zone', use: 'squats, bench presses and pull-ups in a garage or a gym', specs: [['Uprights', '3 × 3 in, 11-gauge steel'], ['Hardware', '5/8 in'], ['Height', '90 in'], ['Footprint', '53 × 49 in']] },
  rig: { what: 'a wall-mount rig', build: '3 × 3 in 11-gauge steel uprights, crossmembers and fat/skinny pull-up bars', use: 'a row of athletes training side by side', specs: [['Uprights', '3 × 3 in, 11-gauge steel'], ['Hardware', '5/8 in'], ['Height', '90 in']] },
  stand: { what: 'a squat stand', build: '2 × 2 in 11-gauge steel with laser-cut numbers on the uprights', use: 'squats and presses where space is short', specs: [['Uprights', '2 × 2 in, 11-gauge steel'], ['Height', '92 in']] },
  bench: { what: 'a weight bench', build: 'a 3 × 3 in steel frame and a grippy, dense-foam pad', use: 'presses, rows and accessory work', specs: [['Pad height', '17.5 in'], ['Pad width', '12 in'], ['Capacity', '1,000 lb']] },
  shoe: { what: 'a training shoe', build: 'a breathable upper over a stable sole', use: 'lifting, jumping and daily training', specs: [['Sizes', 'US 4-15'], ['Drop', '0.75 in heel on lifters, 4 mm on trainers']] },
  tee: { what: 'a training shirt', build: '50/50 cotton-polyester jersey that keeps its shape wash after wash', use: 'training days and rest days', specs: [['Fabric', '50 % cotton, 50 % polyester'], ['Fit', 'standard'], ['Sizes', 'XS-3XL']] },
  hoodie: { what: 'a heavyweight hoodie', build: '12 oz cotton-poly fleece with a double-lined hood and kangaroo pocket', use: 'cold mornings and warm-ups', specs: [['Fabric', '12 oz fleece'], ['Sizes', 'XS-3XL']] },
  belt: { what: 'a lifting belt', build: '10 mm vegetable-tanned leather, 4 in wide all around, with a nickel-plated buckle', use: 'heavy squats and deadlifts', specs: [['Thickness', '10 mm'], ['Width', '4 in'], ['Material', 'vegetable-tanned leather']] },
  straps: { what: 'lifting straps', build: 'heavy-duty cotton webbing with reinforced stitching', use: 'pulls where the grip gives out before the back', specs: [['Length', '21.5 in'], ['Material', 'cotton webbing']] },
  wraps: { what: 'wraps', build: 'elastic with a thumb loop and a hook-and-loop closure', use: 'support for wrists and knees under heavy loads', specs: [['Length', '20 in'], ['Closure', 'hook and loop']] },
  rower: { what: 'an indoor rower', build: 'an aluminium frame and steel rail, an air-resistance flywheel and a performance monitor', use: 'conditioning, intervals and long steady pieces', specs: [['Footprint', '8 × 2 ft'], ['Resistance', 'air, damper 1-10'], ['Max user weight', '500 lb']] },
  giftcard: { what: 'an Ironhouse gift card', build: 'a code good for anything in the store, never expiring', use: 'the lifter who already has everything', specs: [['Delivery', 'email or post'], ['Expiry', 'none']] },
  program: { what: 'a training program', build: 'coached workouts written by our strength staff', use: 'a clear plan for every session', specs: [] },
}

/** Grouped products and bundles are sets, whatever their name says (an 'Ohio Bar & Plate Set' is not a pair of plates). */
const PACKAGE: Kind = { what: 'a set of gear chosen to work together', build: 'each piece listed on this page, bought together in one go', use: 'equipping a garage or a gym in one order', specs: [] }

const GENERIC: Kind = { what: 'a piece of training gear', build: 'materials chosen to last in a working gym', use: 'everyday training', specs: [] }

const escape = (text: string) => text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c)

/**
 * Barbells differ by use: a 15 kg bar is the women's bar (2010 mm, 25 mm shaft), a power bar has a 29 mm
 * shaft with an aggressive knurl and no sleeve spin to speak of; the others are the 20 kg 28.5 mm bar.
 */
function barbellKind(row: ProductDraft['row'], base: Kind): Kind {
  const weight = Number(row.weight ?? 0)
  if (weight > 0 && weight < 40) {
    return {
      what: "a 25 mm women's barbell",
      build: 'a 190,000 PSI tensile steel shaft with a medium knurl and no centre knurl, on bronze bushings',
      use: 'Olympic lifts and smaller hands, in the gym or the garage',
      specs: [['Length', '2010 mm'], ['Shaft diameter', '25 mm'], ['Sleeve length', '13.1 in'], ['Tolerance', '± 10 g']],
    }
  }
  if (/power/i.test(row.name)) {
    return {
      what: 'a 29 mm power bar',
      build: 'a 205,000 PSI tensile steel shaft with an aggressive volcano knurl and a centre knurl, on bronze bushings',
      use: 'squats, bench presses and deadlifts at heavy weights',
      specs: [['Length', '2200 mm'], ['Shaft diameter', '29 mm'], ['Sleeve length', '16.25 in'], ['Tolerance', '± 10 g']],
    }
  }
  return base
}

/** The description HTML of a product (plain paragraphs and a table: safe to render as editor HTML). */
export function describeProduct(row: ProductDraft['row']): string {
  const spec = sceneOf(row)
  const found = row.type === 'grouped' || row.type === 'bundle' ? PACKAGE : (KINDS[spec.kind] ?? GENERIC)
  const kind = spec.kind === 'barbell' ? barbellKind(row, found) : found
  const attributes = (row.attributes ?? {}) as Record<string, unknown>
  const brand = typeof attributes.manufacturer === 'string' ? attributes.manufacturer : 'Ironhouse'
  const weight = Number(row.weight ?? 0)
  const color = typeof attributes.color === 'string' ? attributes.color : undefined
  const madeInUsa = attributes.made_in_usa === 1
  // no SKU row: the description is every store's, and the EU, GB and AU stores sell under SKUs of their
  // own (prices.ts); the page shows the store's SKU above the options
  const rows: Array<[string, string]> = [['Brand', brand], ...kind.specs]
  if (spec.label) rows.push(['Marked', spec.label])
  if (color) rows.push(['Colour', color])
  if (weight > 0) rows.push(['Weight', `${weight} lb (${(weight / 2.2046).toFixed(1)} kg)`])
  if (attributes.duration) rows.push(['Duration', `${String(attributes.duration)} weeks`])
  if (attributes.days_per_week) rows.push(['Days per week', String(attributes.days_per_week)])
  if (attributes.program_delivery && attributes.program_delivery !== 'Not Applicable') rows.push(['Delivery', String(attributes.program_delivery)])
  rows.push(['Made in', madeInUsa ? 'Columbus, Ohio, USA' : 'Imported'])
  if (attributes.free_shipping === 1) rows.push(['Shipping', 'Free shipping'])
  // 'The Ohio Bar' is named with its article already
  const named = /^the\s/i.test(row.name) ? row.name : `The ${row.name}`
  const lead = `<p>${escape(named)} is ${kind.what}${color ? ` in ${escape(color.toLowerCase())}` : ''} by ${escape(brand)}: ${kind.build}.${weight > 0 ? ` It weighs ${weight} lb.` : ''}</p>`
  const use = `<p>Built for ${kind.use}${madeInUsa ? ', and made in Columbus, Ohio' : ''}. Backed by the Ironhouse warranty.</p>`
  const table = `<table class="gear-specs"><caption>Specifications</caption><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${escape(k)}</th><td>${escape(v)}</td></tr>`).join('')}</tbody></table>`
  return lead + use + table
}
