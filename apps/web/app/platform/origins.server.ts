import { readPublicOrigins, type PublicOrigins, type StorefrontLoadContext } from '@ironhouse/contracts'

const TRUE = ['1', 'true', 'yes', 'on']

let ownOrigins: PublicOrigins | undefined

/**
 * The configured public origin of each site. In the store's process the API hands them over in the load
 * context; a storefront run as its own process reads the same variables (PUBLIC_ORIGIN,
 * PUBLIC_ORIGIN_{SITE}; docs/operations.md). Never derived from the request.
 */
export function publicOriginsOf(context: StorefrontLoadContext | undefined): PublicOrigins {
  if (context?.publicOrigins) return context.publicOrigins
  const env = typeof process === 'undefined' ? {} : process.env
  ownOrigins ??= readPublicOrigins(env, { port: Number(env.PORT) || 3000, production: env.NODE_ENV === 'production' })
  return ownOrigins
}

/**
 * The host the page was addressed to, for the admin-host rule (platform §2): the one the API resolved
 * (Host, or X-Forwarded-Host only under TRUST_PROXY); run alone, the storefront applies the same rule.
 */
export function trustedHost(request: Request, context: StorefrontLoadContext | undefined): string {
  if (context?.host !== undefined) return context.host
  const trustProxy = typeof process !== 'undefined' && TRUE.includes((process.env.TRUST_PROXY ?? '').toLowerCase())
  const forwarded = trustProxy ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  return forwarded || request.headers.get('host') || new URL(request.url).host
}
