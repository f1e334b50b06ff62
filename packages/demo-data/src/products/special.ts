import { PREMIUM_TICKET_SHIRT_SKU } from '@ironhouse/domain'
import { CATEGORY_IDS as C } from '../categories.ts'
import { draft, type ProductDraft } from './draft.ts'
import { PRODUCT_IDS as P } from './ids.ts'

type BundleValue = { productId: number; defaultQty?: number; isDefault?: boolean; canChangeQty?: boolean }

/**
 * A bundle option (contracts BundleOption). The demo bundles are priced by their children: a value is
 * 'dynamic' (the chosen child at its own price from product_prices of the store), its own price 0.
 */
function option(id: number, title: string, isRequired: boolean, values: Array<BundleValue>, includedProductId: number | null = null): Record<string, unknown> {
  return {
    id,
    title,
    isRequired,
    includedProductId,
    values: values.map((v, i) => ({
      productId: v.productId,
      price: 0,
      priceType: 'dynamic',
      canChangeQty: v.canChangeQty ?? false,
      defaultQty: v.defaultQty ?? 1,
      isDefault: v.isDefault ?? i === 0,
    })),
  }
}

const PROGRAM = { manufacturer: 'Ironhouse', tax_class_id: 6, subscription_interval: 'Month', purchase_limit: 1 }

/** Bundles, grouped products, gift cards, programs and the event registration. */
export function specialProducts(): Array<ProductDraft> {
  return [
    draft({
      id: P.garageGymPackage,
      sku: 'IH-GARAGE-GYM-PACKAGE',
      name: 'Garage Gym Starter Package',
      type: 'bundle',
      price: 0, // set from the default children by prices.ts
      weight: 0,
      categories: [C.garagePackages, C.garageGymGuide],
      bundleOptions: [
        option(160101, 'Barbell', true, [{ productId: P.ohioBar }, { productId: P.trainingBar }]),
        option(160102, 'Plates', true, [
          { productId: P.echoBumperPlates, defaultQty: 2, canChangeQty: true },
          { productId: P.hgBumperPlates, defaultQty: 2, canChangeQty: true },
        ]),
        option(160103, 'Collars', false, [{ productId: P.proCollars }, { productId: P.hgCollars }]),
        option(160104, 'Free Gym Towel', true, [{ productId: P.freeGymTowel, isDefault: true }], P.freeGymTowel),
      ],
    }),
    draft({
      id: P.affiliateBoxPackage,
      sku: 'IH-AFFILIATE-BOX',
      name: 'Affiliate Box Package',
      type: 'bundle',
      price: 0,
      categories: [C.affiliatePackages],
      shipDirect: true,
      attributes: { shipperhq_shipping_group: 'DROPSHIP_FREIGHT' },
      bundleOptions: [
        option(160301, 'Rig', true, [{ productId: P.wallMountRig }]),
        option(160302, 'Bars', true, [
          { productId: P.ohioBar, defaultQty: 4, canChangeQty: true },
          { productId: P.womensOhioBar, defaultQty: 4, canChangeQty: true },
        ]),
        option(160303, 'Rower', false, [{ productId: P.rowErg, isDefault: false }]),
      ],
    }),
    draft({
      id: P.ohioBarPlateSet,
      name: 'Ohio Bar & Plate Set',
      type: 'grouped',
      price: 0,
      categories: [C.garagePackages],
      childrenIds: [P.ohioBar, P.echoBumperPlates, P.proCollars],
    }),
    draft({
      id: P.monsterBandSet,
      name: 'Monster Band Set',
      type: 'grouped',
      price: 0,
      categories: [C.bands],
      childrenIds: [P.monsterBandSet + 10, P.monsterBandSet + 11, P.monsterBandSet + 12, P.monsterBandSet + 13],
    }),
    ...['Light', 'Medium', 'Heavy', 'X-Heavy'].map((weight, i) =>
      draft({
        id: P.monsterBandSet + 10 + i,
        name: `Monster Band - ${weight}`,
        price: 1800 + i * 700,
        weight: 0.5 + i * 0.3,
        categories: [C.bands],
        attributes: { shipperhq_shipping_group: '3_FREE_ALL', free_3: 1 },
      }),
    ),
    draft({
      id: P.giftcardFixed,
      sku: 'IH-GIFTCARD',
      name: 'Ironhouse E-Gift Card',
      type: 'giftcard',
      price: 2500,
      categories: [C.giftCards],
      stock: 'in',
      qoh: 100000,
      giftcardData: { type: 'virtual', amounts: [2500, 5000, 10000, 25000], isOpenAmountAllowed: false, openAmountMin: null, openAmountMax: null },
      attributes: { tax_class_id: 0, program_delivery: 'Not Applicable' },
    }),
    draft({
      id: P.giftcardOpen,
      sku: 'IH-GIFTCARD-OPEN',
      name: 'Ironhouse Gift Card - Any Amount',
      type: 'giftcard',
      price: 1000,
      categories: [C.giftCards],
      qoh: 100000,
      giftcardData: { type: 'virtual', amounts: [5000, 10000], isOpenAmountAllowed: true, openAmountMin: 1000, openAmountMax: 100000 },
      attributes: { tax_class_id: 0 },
    }),
    draft({
      id: P.giftcardPhysical,
      sku: 'IH-GIFTCARD-PHYSICAL',
      name: 'Ironhouse Physical Gift Card',
      type: 'giftcard',
      price: 5000,
      weight: 0.1,
      categories: [C.giftCards, C.stockingStuffers],
      giftcardData: { type: 'physical', amounts: [5000, 10000, 20000], isOpenAmountAllowed: false, openAmountMin: null, openAmountMax: null },
      attributes: { tax_class_id: 0 },
    }),
    draft({
      id: P.stickerPack,
      name: 'Ironhouse Sticker Pack',
      price: 500,
      weight: 0.05,
      categories: [C.stockingStuffers],
      attributes: { shipperhq_shipping_group: '3_FREE_ALL', free_3: 1, cart_free: 1 },
    }),
    draft({ id: P.waterBottle, name: 'Ironhouse Water Bottle', price: 1500, weight: 0.6, categories: [C.stockingStuffers], attributes: { free_shipping: 1 } }),
    draft({
      id: P.freeGymTowel,
      sku: 'IH-FREE-GYM-TOWEL',
      name: 'Ironhouse Gym Towel (Free Gift)',
      visibility: 1,
      price: 0,
      weight: 0.3,
      categories: [],
    }),
    draft({
      id: P.strengthProgram,
      sku: 'IH-PROGRAM-STRENGTH',
      name: 'Ironhouse Strength Program',
      type: 'virtual',
      price: 1999,
      isProgram: true,
      categories: [C.strengthPrograms],
      attributes: { ...PROGRAM, program_delivery: 'App', duration: 12, days_per_week: 4 },
    }),
    draft({
      id: P.strengthTrial,
      sku: 'IH-PROGRAM-STRENGTH-TRIAL',
      name: 'Ironhouse Strength Program - 7 Day Trial',
      type: 'virtual',
      price: 0,
      isProgram: true,
      categories: [C.strengthPrograms],
      attributes: { ...PROGRAM, program_delivery: 'App', is_trial: true, duration: 1, days_per_week: 4 },
    }),
    draft({
      id: P.conditioningProgram,
      sku: 'IH-PROGRAM-CONDITIONING',
      name: 'Iron Conditioning',
      type: 'virtual',
      price: 1499,
      isProgram: true,
      categories: [C.conditioningPrograms],
      attributes: { ...PROGRAM, program_delivery: 'Email', duration: 8, days_per_week: 5 },
    }),
    draft({
      id: P.conditioningTrial,
      sku: 'IH-PROGRAM-CONDITIONING-TRIAL',
      name: 'Iron Conditioning - 14 Day Trial',
      type: 'virtual',
      price: 0,
      isProgram: true,
      categories: [C.conditioningPrograms],
      attributes: { ...PROGRAM, program_delivery: 'Email', is_trial: true, duration: 2, days_per_week: 5 },
    }),
    draft({
      id: P.invitationalRegistration,
      sku: 'IH-INVITATIONAL-2025-REGISTRATION',
      name: 'Ironhouse Invitational 2025 Registration',
      type: 'virtual',
      price: 15000,
      categories: [C.shop],
      attributes: { is_registration_sku: 1, purchase_limit: 1, tax_class_id: 6 },
    }),
    // commerce §5: the shirt only holders of the 2023 competition premium ticket may buy, one per account
    draft({
      id: P.premiumTicket2023,
      sku: 'IH-INVITATIONAL-2023-PREMIUM',
      name: 'Ironhouse Invitational 2023 Premium Ticket',
      type: 'virtual',
      price: 24900,
      categories: [C.shop],
      attributes: { is_registration_sku: 1, purchase_limit: 1, tax_class_id: 6 },
    }),
    draft({
      id: P.premiumTicketTee,
      sku: PREMIUM_TICKET_SHIRT_SKU,
      name: 'Invitational 2023 Premium Ticket Holder Tee',
      price: 3500,
      weight: 0.4,
      categories: [C.shop],
      attributes: { purchase_limit: 1 },
    }),
  ]
}
