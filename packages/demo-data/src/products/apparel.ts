import { CATEGORY_IDS as C } from '../categories.ts'
import { configurable, draft, type ProductDraft } from './draft.ts'
import { PRODUCT_IDS as P, CHILD_ID_BASE } from './ids.ts'
import { promoAttributes } from './promos.ts'

const SOFT = { shipperhq_shipping_group: '3_FREE_ALL', free_3: 1 }

/** Belt custom options: one of every option type of commerce §3 (radio, drop_down, checkbox, multiple, area). */
function beltOptions(productId: number): Array<Record<string, unknown>> {
  const id = (n: number): number => productId * 100 + n
  const value = (optionNo: number, n: number, title: string, price = 0, sku: string | null = null): Record<string, unknown> => ({
    id: id(optionNo) * 10 + n,
    price,
    sku,
    title,
  })
  return [
    {
      id: id(1),
      title: 'Size',
      type: 'radio',
      isRequired: true,
      price: 0,
      sku: null,
      values: ['Small', 'Medium', 'Large', 'X-Large'].map((t, i) => value(1, i + 1, t)),
    },
    {
      id: id(2),
      title: 'Leather Colour',
      type: 'drop_down',
      isRequired: true,
      price: 0,
      sku: null,
      values: [value(2, 1, 'Black'), value(2, 2, 'Brown'), value(2, 3, 'Oxblood', 1000, 'OXBLOOD')],
    },
    {
      id: id(3),
      title: 'Add-ons',
      type: 'checkbox',
      isRequired: false,
      price: 0,
      sku: null,
      values: [value(3, 1, 'Belt Bag', 1500, 'BELT-BAG'), value(3, 2, 'Chalk Ball', 500, 'CHALK-BALL')],
    },
    {
      id: id(4),
      title: 'Stitching Colours',
      type: 'multiple',
      isRequired: false,
      price: 0,
      sku: null,
      values: [value(4, 1, 'Gold'), value(4, 2, 'Silver'), value(4, 3, 'White')],
    },
    { id: id(5), title: 'Custom Text', type: 'area', isRequired: false, price: 1000, sku: 'CUSTOM-TEXT', values: [] },
  ]
}

function hatOptions(productId: number): Array<Record<string, unknown>> {
  const id = (n: number): number => productId * 100 + n
  return [
    {
      id: id(1),
      title: 'Patch',
      type: 'drop_down',
      isRequired: true,
      price: 0,
      sku: null,
      values: [
        { id: id(1) * 10 + 1, price: 0, sku: null, title: 'Ironhouse Shield' },
        { id: id(1) * 10 + 2, price: 0, sku: null, title: 'Ohio Flag' },
      ],
    },
    { id: id(2), title: 'Embroidered Initials', type: 'area', isRequired: false, price: 800, sku: 'HAT-INITIALS', values: [] },
  ]
}

/** Shirts, hoodies, hats, shoes, straps, wraps and belts. */
export function apparelProducts(nowMs: number): Array<ProductDraft> {
  return [
    ...configurable(
      {
        id: P.basicTee,
        sku: 'IH-BASIC-TEE',
        name: 'Ironhouse Basic Tee',
        price: 2500,
        weight: 0.4,
        categories: [C.shirts, C.newApparel],
        attributes: SOFT,
      },
      CHILD_ID_BASE + 20,
      5,
      (i) => (i === 4 ? 'oos' : 'in'),
    ),
    draft({
      id: P.heavyTee,
      name: 'Ironhouse Heavyweight Tee',
      price: 3200,
      promo: 2400,
      weight: 0.5,
      categories: [C.shirts, C.hotDeals],
      attributes: { ...SOFT, ...promoAttributes('active', nowMs, 2400) },
    }),
    draft({
      id: P.volunteerTee,
      sku: 'MMV-INVITATIONAL-TEE',
      name: 'Invitational Volunteer Tee',
      price: 3000,
      weight: 0.4,
      categories: [C.shirts],
      attributes: { purchase_limit: 1 },
    }),
    ...configurable(
      {
        id: P.pulloverHoodie,
        sku: 'IH-PULLOVER-HOODIE',
        name: 'Ironhouse Pullover Hoodie',
        price: 6000,
        weight: 1.2,
        categories: [C.hoodies],
        attributes: SOFT,
      },
      CHILD_ID_BASE + 40,
      3,
    ),
    draft({
      id: P.zipHoodie,
      name: 'Ironhouse Zip Hoodie',
      price: 6500,
      special: 3900,
      weight: 1.3,
      categories: [C.hoodies],
      attributes: { rogue_closeout_and_sale: 1 },
    }),
    draft({
      id: P.patchHat,
      name: 'Ironhouse Patch Hat',
      price: 2800,
      weight: 0.3,
      categories: [C.hats],
      customOptions: hatOptions(P.patchHat),
      attributes: SOFT,
    }),
    draft({ id: P.truckerHat, name: 'Ironhouse Trucker Hat', price: 2600, weight: 0.3, categories: [C.hats], attributes: { free_shipping: 1 } }),
    ...configurable(
      {
        id: P.lifterShoe,
        sku: 'IH-LIFTER',
        name: 'Ironhouse Lifter',
        price: 22000,
        weight: 3,
        categories: [C.liftingShoes, C.newApparel],
        attributes: { manufacturer: 'Kilo Forge' },
      },
      CHILD_ID_BASE + 60,
      3,
      (i) => (i === 2 ? 'backorder' : 'in'),
    ),
    draft({ id: P.trainingShoe, name: 'Ironhouse Trainer', price: 13000, weight: 2.5, categories: [C.trainingShoes], attributes: { manufacturer: 'Kilo Forge' } }),
    draft({
      id: P.ohioStraps,
      name: 'Ohio Lifting Straps',
      price: 1800,
      promo: 1200,
      weight: 0.2,
      categories: [C.straps],
      attributes: { ...SOFT, ...promoAttributes('qtyExpired', nowMs, 1200) },
    }),
    draft({
      id: P.wristWraps,
      name: 'Ironhouse Wrist Wraps',
      price: 2200,
      promo: 1500,
      weight: 0.2,
      categories: [C.wristWraps, C.hotDeals],
      attributes: { ...SOFT, ...promoAttributes('qtyActive', nowMs, 1500) },
    }),
    draft({
      id: P.liftingBelt,
      name: 'Ohio Lifting Belt',
      price: 11500,
      weight: 2,
      categories: [C.belts, C.madeInUsa],
      customOptions: beltOptions(P.liftingBelt),
      attributes: { made_in_usa: 1 },
    }),
  ]
}
