import { z } from 'zod'
import { SiteCode } from './common.ts'

export const Link = z.object({ label: z.string(), url: z.string(), flag: z.string().optional() })

/** A site record (shell §1). */
export const Site = z.object({
  code: SiteCode,
  id: z.number().int(),
  storeId: z.number().int(),
  currency: z.string(),
  defaultCountry: z.string(),
  locales: z.array(z.string()),
  hostname: z.string(),
  pathPrefix: z.string(),
  shipTo: z.array(z.string()),
  applePay: z.object({ supported: z.boolean() }),
  name: z.string(),
  forms: z.object({
    newsletters: z.object({
      email: z.array(z.object({ id: z.number().int(), name: z.string(), label: z.string() })),
    }),
  }),
  social: z.array(z.object({ name: z.string(), url: z.string() })),
  navigation: z.object({
    topNav: z.array(Link),
    footer: z.array(z.object({ title: z.string(), links: z.array(Link) })),
  }),
})
export type Site = z.infer<typeof Site>

/** GET /svc_ssr/sites: every site (ours: the storefront needs them for the country selector). */
export const SitesResponse = z.object({ sites: z.array(Site) })
