import type { ZeusItemJson } from '@ironhouse/db'
import { PRODUCT_IDS as P } from './products/ids.ts'

/** A read-only design of the demo store's ZEUS builder (docs/zeus-builder.md): a template or a featured gym. */
export type DemoZeusDesign = {
  kind: 'template' | 'featured'
  name: string
  description: string
  unit: 'in' | 'cm'
  width: number
  length: number
  items: Array<ZeusItemJson>
}

const at = (productId: number, x: number, y: number, rotation: ZeusItemJson['rotation'] = 0): ZeusItemJson => ({ productId, x, y, rotation })

/** Templates to start from and featured gyms to copy; every item stands inside its room. */
export const DEMO_ZEUS_DESIGNS: ReadonlyArray<DemoZeusDesign> = [
  {
    kind: 'template',
    name: 'Garage Gym Starter',
    description: 'A power rack with a bench and a rower in a 12 × 20 ft single garage.',
    unit: 'in',
    width: 144,
    length: 240,
    items: [at(P.monsterPowerRack, 45, 10), at(P.adjustableBench, 61, 70), at(P.rowErg, 10, 130)],
  },
  {
    kind: 'template',
    name: 'Two-Car Garage',
    description: 'A fold-back wall rack, a squat stand and conditioning in a 20 × 20 ft garage.',
    unit: 'in',
    width: 240,
    length: 240,
    items: [at(P.foldBackWallRack, 94, 0), at(P.echoSquatStand, 20, 100), at(P.flatUtilityBench, 110, 60), at(P.rowErg, 120, 200, 90), at(P.bikeErg, 200, 100)],
  },
  {
    kind: 'template',
    name: 'Affiliate Box Corner',
    description: 'A wall-mount rig with rowers, bikes and a yoke in a 40 × 30 ft corner of a box.',
    unit: 'in',
    width: 480,
    length: 360,
    items: [at(P.wallMountRig, 168, 0), at(P.rowErg, 20, 300, 90), at(P.rowErg, 140, 300, 90), at(P.bikeErg, 300, 280), at(P.bikeErg, 340, 280), at(P.strongmanYoke, 380, 150)],
  },
  {
    kind: 'featured',
    name: 'The Ironhouse Test Lab',
    description: 'Where the team tries new gear: a rig, two power racks, a row of ergs and a yoke.',
    unit: 'in',
    width: 600,
    length: 480,
    items: [
      at(P.wallMountRig, 228, 0),
      at(P.monsterPowerRack, 40, 40),
      at(P.monsterPowerRack, 500, 40),
      at(P.adjustableBench, 56, 100),
      at(P.adjustableBench, 516, 100),
      at(P.rowErg, 40, 420, 90),
      at(P.rowErg, 150, 420, 90),
      at(P.rowErg, 260, 420, 90),
      at(P.rowErg, 370, 420, 90),
      at(P.strongmanYoke, 270, 200),
    ],
  },
  {
    kind: 'featured',
    name: 'Columbus Home Gym',
    description: 'A 5 × 4 m spare room: a power rack, an adjustable bench and a rower.',
    unit: 'cm',
    width: 500,
    length: 400,
    items: [at(P.monsterPowerRack, 50, 20), at(P.adjustableBench, 91, 170), at(P.rowErg, 400, 120)],
  },
]
