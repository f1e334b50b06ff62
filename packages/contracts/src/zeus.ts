import { z } from 'zod'
import { CurrencyCode, Money, PlainText } from './common.ts'

// /svc_zeus: the ZEUS gym builder (shell §2 /zeus-builder; the calls are ours: docs/zeus-builder.md).
// Room limits, equipment and placement rules are the domain's (packages/domain/src/zeus).

export const ZeusUnit = z.enum(['in', 'cm'])
export const ZeusRotation = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)])
export const ZeusKind = z.enum(['project', 'template', 'featured'])

/** A placed item: a product of the builder's equipment, its top-left corner in the room's unit, its rotation. */
export const ZeusItem = z.object({
  productId: z.number().int().positive(),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  rotation: ZeusRotation,
})

/** POST /svc_zeus/projects and PUT /svc_zeus/projects/:id. The room's sides are checked by the domain (ZEUS_ROOM_LIMITS). */
export const ZeusProjectInput = z.object({
  name: PlainText.pipe(z.string().trim().min(1, 'Please name your design').max(60, 'A design name can be at most 60 characters')),
  unit: ZeusUnit,
  width: z.number().int(),
  length: z.number().int(),
  items: z.array(ZeusItem).max(1000),
})

export const ZeusProject = z.object({
  id: z.number().int(),
  kind: ZeusKind,
  name: z.string(),
  description: z.string(),
  unit: ZeusUnit,
  width: z.number().int(),
  length: z.number().int(),
  items: z.array(ZeusItem),
  updatedAt: z.string(),
})

export const ZeusProjectSummary = ZeusProject.omit({ items: true }).extend({ itemCount: z.number().int() })
export const ZeusProjectList = z.object({ projects: z.array(ZeusProjectSummary) })

/** GET /svc_zeus/equipment: what the picker offers, priced for the shopper's group. */
export const ZeusEquipmentItem = z.object({
  productId: z.number().int(),
  kind: z.enum(['rig', 'rack', 'bench', 'cardio', 'strongman']),
  name: z.string(),
  url: z.string(),
  thumbnail: z.string().nullable(),
  widthIn: z.number().int(),
  depthIn: z.number().int(),
  price: Money,
})
export const ZeusEquipmentList = z.object({ currency: CurrencyCode, equipment: z.array(ZeusEquipmentItem) })

/** POST /svc_zeus/bill: the priced bill of materials of some placed items. */
export const ZeusBillRequest = z.object({ items: z.array(ZeusItem.pick({ productId: true })).max(1000) })

export const ZeusBillLine = z.object({
  productId: z.number().int(),
  name: z.string(),
  sku: z.string(),
  url: z.string(),
  qty: z.number().int(),
  /** The shopper's price now (the cart's price function), minor units. */
  unitPrice: Money,
  rowTotal: Money,
  /** How many "Add all to cart" adds: the stock the cart would take now (0 when it cannot be bought). */
  buyableQty: z.number().int(),
  /** Why fewer than qty can be bought, else null. */
  note: z.string().nullable(),
})
export const ZeusBill = z.object({ currency: CurrencyCode, lines: z.array(ZeusBillLine), itemCount: z.number().int(), total: Money })

export type ZeusItem = z.infer<typeof ZeusItem>
export type ZeusProjectInput = z.infer<typeof ZeusProjectInput>
export type ZeusProject = z.infer<typeof ZeusProject>
export type ZeusProjectSummary = z.infer<typeof ZeusProjectSummary>
export type ZeusProjectList = z.infer<typeof ZeusProjectList>
export type ZeusEquipmentItem = z.infer<typeof ZeusEquipmentItem>
export type ZeusEquipmentList = z.infer<typeof ZeusEquipmentList>
export type ZeusBillLine = z.infer<typeof ZeusBillLine>
export type ZeusBill = z.infer<typeof ZeusBill>
