// The captcha seam of the browser (shell §7, platform §7): with the recaptcha_enterprise flag on, calls
// that carry a captcha (login, register, forgot password, placeorder) get a token. The store's own
// verifier is a proof of work (docs/decisions/005): the browser asks the API for a signed challenge,
// finds the number whose SHA-256 matches, and sends the solution as the token. When this fails
// (no Web Crypto, no answer), the client logs a warning and sends an empty token (shell §8), which
// the server refuses with captcha_failed.
import type { CaptchaChallenge } from '@ironhouse/contracts'
import { readCaptchaChallengeResponse } from './captcha-shapes.ts'
import type { CaptchaSource } from './api-client.ts'

/** SHA-256 of some bytes (Web Crypto in the browser; injectable for tests). */
export type Digest = (bytes: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>

const webCryptoDigest: Digest = (bytes) => {
  if (typeof crypto === 'undefined' || !crypto.subtle) throw new Error('Web Crypto is not available on this page (a secure context is needed)')
  return crypto.subtle.digest('SHA-256', bytes)
}

function bytesOfHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

function sameBytes(hash: ArrayBuffer, target: Uint8Array): boolean {
  const view = new Uint8Array(hash)
  if (view.length !== target.length) return false
  for (let i = 0; i < view.length; i++) if (view[i] !== target[i]) return false
  return true
}

/**
 * The number n in [0, maxNumber] with hex(SHA-256(salt + n)) === challenge, hashed in batches (the
 * digests of a batch run concurrently; between batches the page stays responsive).
 */
export async function solveCaptchaChallenge(challenge: CaptchaChallenge, digest: Digest = webCryptoDigest, batch = 1000): Promise<number> {
  if (challenge.algorithm !== 'SHA-256') throw new Error(`unknown captcha algorithm ${String(challenge.algorithm)}`)
  const encoder = new TextEncoder()
  const target = bytesOfHex(challenge.challenge)
  for (let start = 0; start <= challenge.maxNumber; start += batch) {
    const count = Math.min(batch, challenge.maxNumber - start + 1)
    const hashes = await Promise.all(Array.from({ length: count }, (_, i) => digest(encoder.encode(challenge.salt + String(start + i)))))
    const found = hashes.findIndex((hash) => sameBytes(hash, target))
    if (found >= 0) return start + found
  }
  throw new Error('the captcha challenge has no solution')
}

/** The token of a solved challenge: base64url of { algorithm, challenge, number, salt, signature }. */
export function captchaToken(challenge: CaptchaChallenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge
  const json = JSON.stringify({ algorithm, challenge: hash, number, salt, signature })
  return btoa(json).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** A token made ahead of its call, and until when the server takes it (the salt's expires, in ms). */
type Prepared = { token: string; expiresAt: number }

/** A prepared token is used only while it has this long left (the call may still be queued or retried). */
const PREPARED_MARGIN_MS = 30_000

function expiryOf(challenge: CaptchaChallenge): number {
  const expires = Number(new URLSearchParams(challenge.salt.slice(challenge.salt.indexOf('?') + 1)).get('expires'))
  return Number.isFinite(expires) ? expires * 1000 : 0
}

/**
 * The store's captcha: a fresh challenge per call from GET /svc_session/captcha?action=…, solved
 * here. A store that checks no captcha answers { required: false }: the token is then ''. A form
 * prepares its token when it mounts, so the shopper does not wait for the solving when they submit;
 * each token is used once.
 */
export function proofOfWorkCaptchaSource(
  enabled: () => boolean,
  fetchChallenge: (action: string) => Promise<unknown>,
  options: { digest?: Digest | undefined; now?: (() => number) | undefined } = {},
): CaptchaSource {
  const now = options.now ?? Date.now
  const ready = new Map<string, Promise<Prepared>>()
  async function make(action: string): Promise<Prepared> {
    const answer = readCaptchaChallengeResponse(await fetchChallenge(action))
    if (!answer.required) return { token: '', expiresAt: Number.POSITIVE_INFINITY }
    const number = await solveCaptchaChallenge(answer.challenge, options.digest)
    return { token: captchaToken(answer.challenge, number), expiresAt: expiryOf(answer.challenge) }
  }
  return {
    enabled,
    prepare(action) {
      if (ready.has(action)) return
      const pending = make(action)
      // a failed preparation is forgotten: the call makes its own token (and reports its failure)
      pending.catch(() => ready.delete(action))
      ready.set(action, pending)
    },
    async token(action) {
      const pending = ready.get(action)
      ready.delete(action)
      if (pending) {
        const prepared = await pending.catch(() => null)
        if (prepared && prepared.expiresAt - now() > PREPARED_MARGIN_MS) return prepared.token
      }
      return (await make(action)).token
    },
  }
}
