// CMS block filtering by audience segment, SKU and A/B variant (platform §5 Block filtering, §4, §8).

/** Primary segment of a shopper without one (platform §5). */
export const DEFAULT_PRIMARY_SEGMENT = 'None'
/** Variant used when the A/B flag evaluation failed or named an unknown variant (platform §4, §8). */
export const DEFAULT_AB_TEST_VARIANT = 'default'

/** The audience fields of a CMS block (platform §3 CMS block). */
export type CmsBlockAudience = {
  segments?: ReadonlyArray<string> | undefined
  skus?: ReadonlyArray<string> | undefined
  /** name: the flag that picks the variant; variants: the variants this block belongs to. */
  abTest?: { name: string; variants: ReadonlyArray<string> } | undefined
}

/** An A/B flag evaluation: the chosen variant, or a failure. */
export type AbFlagEvaluation = { ok: true; value: string } | { ok: false }

export type CmsBlockContext = {
  primarySegment?: string | undefined
  /** SKU of the product page the block is shown on, when any. */
  sku?: string | undefined
  /** Flag evaluations by A/B test name; a missing entry counts as failed. */
  abFlags?: Readonly<Record<string, AbFlagEvaluation>> | undefined
}

/** A block with segments shows only to shoppers whose primary segment (default 'None') is listed. */
export function isCmsBlockInSegment(block: CmsBlockAudience, primarySegment?: string): boolean {
  if (!block.segments || block.segments.length === 0) return true
  return block.segments.includes(primarySegment ?? DEFAULT_PRIMARY_SEGMENT)
}

/** A block limited to SKUs shows only for a listed SKU, compared upper-case (platform §5). */
export function isCmsBlockForSku(block: CmsBlockAudience, sku?: string): boolean {
  if (!block.skus || block.skus.length === 0) return true
  if (sku === undefined) return false
  const wanted = sku.toUpperCase()
  return block.skus.some((listed) => listed.toUpperCase() === wanted)
}

/** The variant chosen for an A/B test: the flag's choice, or 'default' when evaluation failed. */
export function chooseAbTestVariant(evaluation: AbFlagEvaluation | undefined): string {
  return evaluation?.ok ? evaluation.value : DEFAULT_AB_TEST_VARIANT
}

/** A block in an A/B test shows only when the chosen variant is one of its variants. */
export function isCmsBlockInAbVariant(block: CmsBlockAudience, abFlags?: CmsBlockContext['abFlags']): boolean {
  if (!block.abTest) return true
  const chosen = chooseAbTestVariant(abFlags?.[block.abTest.name])
  return block.abTest.variants.includes(chosen)
}

/** Keeps the blocks the shopper should see (segment, SKU and A/B variant rules together). */
export function filterCmsBlocks<TBlock extends CmsBlockAudience>(
  blocks: ReadonlyArray<TBlock>,
  context: CmsBlockContext,
): Array<TBlock> {
  return blocks.filter(
    (block) =>
      isCmsBlockInSegment(block, context.primarySegment) &&
      isCmsBlockForSku(block, context.sku) &&
      isCmsBlockInAbVariant(block, context.abFlags),
  )
}

/**
 * A dynamic content block is shown only when active and with content (platform §2, shell §3). Content is
 * HTML text, or structured (the store's header promo banner `{ text, url }`, the deals slider's list of
 * slides): blank text, an empty list or an empty object is no content.
 */
export function isContentBlockShown(block: { active?: boolean; content?: unknown } | undefined): boolean {
  if (block?.active !== true) return false
  const { content } = block
  if (typeof content === 'string') return content.trim() !== ''
  if (Array.isArray(content)) return content.length > 0
  return typeof content === 'object' && content !== null && Object.keys(content).length > 0
}
