import type { SiteCode } from '@ironhouse/contracts'

/** Path prefixes of the six sites (shell §1: sites other than USA carry a country path prefix). */
export const SITE_PREFIXES = [
  { code: 'USA', prefix: '' },
  { code: 'CAN', prefix: '/ca' },
  { code: 'APO', prefix: '/apo' },
  { code: 'EUR', prefix: '/eu' },
  { code: 'GBR', prefix: '/uk' },
  { code: 'AUS', prefix: '/au' },
] as const satisfies ReadonlyArray<{ code: SiteCode; prefix: string }>
