import { z } from 'zod'

/** A CMS block (platform §3): name, props, slots, class, abTest, segments, skus, value. */
export type CmsBlock = {
  name: string
  props?: Record<string, unknown> | undefined
  slots?: Record<string, Array<CmsBlock>> | undefined
  class?: string | undefined
  abTest?: { name: string; variants: Array<string> } | undefined
  segments?: Array<string> | undefined
  skus?: Array<string> | undefined
  value?: string | undefined
}
export const CmsBlock: z.ZodType<CmsBlock> = z.object({
  name: z.string(),
  props: z.record(z.string(), z.unknown()).optional(),
  slots: z.record(z.string(), z.array(z.lazy(() => CmsBlock))).optional(),
  class: z.string().optional(),
  abTest: z.object({ name: z.string(), variants: z.array(z.string()) }).optional(),
  segments: z.array(z.string()).optional(),
  skus: z.array(z.string()).optional(),
  value: z.string().optional(),
})

/** A content page (shell §3: id, identifier, url, builder data). */
export const ContentPage = z.object({
  id: z.number().int(),
  identifier: z.string(),
  url: z.string(),
  title: z.string(),
  metaDescription: z.string(),
  indexable: z.boolean(),
  builder: z.array(CmsBlock),
})
export type ContentPage = z.infer<typeof ContentPage>

/** GET /svc_content/cms/page/{id} (id is numeric, or the page's identifier). */
export const CmsPageResponse = z.object({ page: ContentPage })

/**
 * GET /svc_content/cms/segment: the primary segment CMS blocks are filtered by (platform §5), the
 * name of the signed-in customer's primary segment, 'None' for a guest or a customer without one.
 */
export const CmsSegmentResponse = z.object({ primarySegment: z.string() })

/** GET /svc_content/cms/block/{name}: active, content; cached 3600 s. */
export const CmsBlockResponse = z.object({ active: z.boolean(), content: z.unknown() })

/** Path of a content page: numeric id or identifier (letters, digits, '_' and '-'). */
export const CmsPageParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Invalid page id') })
/** Path of a content block: its name. */
export const CmsBlockParams = z.object({ name: z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/, 'Invalid block name') })

/**
 * GET /svc_content/operator/preview?id= | ?url= (operator token; docs/storefront.md "Content preview"):
 * a content page by id or identifier, or by its url (the home page when neither is given), with every
 * block of its tree (no audience filter), and every named content block with its active state.
 */
export const ContentPreviewQuery = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Invalid page id').optional(),
    url: z
      .string()
      .max(500)
      .regex(/^\/[^\s?#]*$/, 'A page url starts with / and has no query')
      .optional(),
  })
  .refine((q) => q.id === undefined || q.url === undefined, { message: 'Give id or url, not both' })
export const ContentPreviewBlock = z.object({ name: z.string(), active: z.boolean(), content: z.unknown() })
export const ContentPreviewResponse = z.object({ page: ContentPage, blocks: z.array(ContentPreviewBlock) })
export type ContentPreview = z.infer<typeof ContentPreviewResponse>
