import type { MenuNode, PublicOrigins, Site, SiteCode } from '@ironhouse/contracts'
import type { ConsentSnapshot } from '../features/consent/consent.ts'
import type { FlagAttributes, FlagsPayload } from './flags.ts'
import type { ShellSession } from './session.ts'
import type { DealSlide, PromoBanner } from '../features/shell/shell-blocks.ts'

/** The root loader's data: what the shell and every page may read with useRootData(). */
export type RootData = {
  site: Site
  sites: Array<{ code: SiteCode; name: string; pathPrefix: string }>
  menu: Array<MenuNode>
  deals: Array<DealSlide>
  session: ShellSession
  flagsPayload: FlagsPayload
  flags: Record<string, unknown>
  flagAttributes: Omit<FlagAttributes, 'route' | 'query'>
  /** The configured public origin of each site: the base of canonical, og:url and hreflang links. */
  origins: PublicOrigins
  prefix: string
  year: number
  /** The consent in force for this request (platform §6). */
  consent: ConsentSnapshot
  /** The release this page was rendered with, compared with the heartbeat's (shell §4); null when unknown. */
  release: { hash: string; buildDate: string } | null
  /** The header promo banner (CMS block header-promo-banner); absent or null when none shows. */
  promo?: PromoBanner | null
  /** The Christmas shipping cut-off notice, when the flag show_christmas_shipping_banner may be on (shell §6). */
  christmasNotice?: string | undefined
  /** The shopper's highContrast cookie is on (shell §9): <html> carries the high-contrast scheme. */
  highContrast?: boolean
}
