import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { SiteCode } from '@ironhouse/domain'

// Search tokens (platform §4, §7): `v1.{site}.{expires}.{nonce}.{signature}`, an HMAC-SHA256 of the
// first four parts with the configured secret. The search and event APIs accept a token only while
// it is unexpired and its signature matches; the site it names is the site the answer is for.

/** Life of a token: an hour (the storefront refreshes it 1 minute before expiry, platform §4). */
export const SEARCH_TOKEN_TTL_MS = 60 * 60 * 1000

export type SearchTokenClaims = { site: SiteCode; expires: number }

export type TokenSigner = {
  issue: (site: SiteCode, now: number) => { token: string; expires: number }
  verify: (token: string, now: number) => SearchTokenClaims | null
}

const TOKEN = /^v1\.([A-Z]{3})\.(\d{13})\.([A-Za-z0-9_-]{8,32})\.([A-Za-z0-9_-]{43})$/

/** A signer over `secret` (SEARCH_TOKEN_SECRET; docs/operations.md). */
export function createTokenSigner(secret: string, isSite: (code: string) => code is SiteCode): TokenSigner {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url')
  return {
    issue(site, now) {
      const expires = now + SEARCH_TOKEN_TTL_MS
      const payload = `v1.${site}.${expires}.${randomBytes(9).toString('base64url')}`
      return { token: `${payload}.${sign(payload)}`, expires }
    },
    verify(token, now) {
      const match = TOKEN.exec(token)
      if (!match) return null
      const [, site = '', expiresText = '', nonce = '', signature = ''] = match
      const expected = Buffer.from(sign(`v1.${site}.${expiresText}.${nonce}`))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
      const expires = Number(expiresText)
      if (!(expires > now) || !isSite(site)) return null
      return { site, expires }
    },
  }
}

/** The secret from the environment, or a random one for this process (tokens then die with it). */
export function tokenSecretFrom(env: NodeJS.ProcessEnv): string {
  const configured = env.SEARCH_TOKEN_SECRET
  if (configured && configured.length >= 16) return configured
  return randomBytes(32).toString('base64url')
}
