import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { CaptchaSolution, type CaptchaAction, type CaptchaChallenge } from '@ironhouse/contracts'

/** Why a token was refused (logged, never shown: the shopper reads one message). */
export type CaptchaRefusal = 'missing' | 'malformed' | 'forged' | 'expired' | 'wrong_action' | 'wrong_answer' | 'reused'

export type CaptchaVerdict = { ok: true } | { ok: false; reason: CaptchaRefusal }

/**
 * The captcha seam (shell §7 and commerce §7: login, register, forgot password and placing an order
 * carry a captcha token). A provider issues what the browser needs to make a token, and checks tokens.
 * A hosted service (reCAPTCHA Enterprise and the like) would issue no challenge (its own script makes
 * the token) and verify by calling its assessment API.
 */
export type CaptchaVerifier = {
  /** 'proof-of-work' (built in), or 'off' (every token passes: load tests, docs/operations.md). */
  readonly kind: string
  /** What the browser solves for one action; null when this provider checks nothing. */
  challenge(action: CaptchaAction): CaptchaChallenge | null
  /** Checks a token for an action; a good token is spent (refused when presented again). */
  verify(token: string, action: CaptchaAction): Promise<CaptchaVerdict>
}

/** Where spent tokens are remembered, shared by every process (the rate-limit store: database or Redis). */
export type SpentTokenStore = { hit: (key: string, windowMs: number) => Promise<{ count: number }> }

export type ProofOfWorkOptions = {
  /** HMAC key of the challenges (CAPTCHA_SECRET); every process of one store must share it. */
  secret: string | Buffer
  spent: SpentTokenStore
  /** The search space: the browser tries at most maxNumber + 1 hashes, half of them on average. */
  maxNumber?: number | undefined
  /** How long a challenge may be solved and presented (ms). */
  ttlMs?: number | undefined
  now?: (() => number) | undefined
}

/** 20,001 SHA-256 hashes at most, 10,000 on average: about 0.05 s in a browser, 0.2 s on a busy machine (docs/decisions/005). */
export const DEFAULT_CAPTCHA_MAX_NUMBER = 20_000
export const DEFAULT_CAPTCHA_TTL_MS = 10 * 60_000

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex')

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function decodeSolution(token: string): CaptchaSolution | null {
  try {
    const parsed = CaptchaSolution.safeParse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** A solved challenge as a token (what the browser sends; tests solve with node:crypto). */
export function encodeCaptchaSolution(solution: CaptchaSolution): string {
  return Buffer.from(JSON.stringify(solution)).toString('base64url')
}

/**
 * The built-in provider: a signed proof-of-work challenge, entirely offline (the scheme of ALTCHA).
 * The server picks a secret number n ≤ maxNumber and a salt that names the action and the expiry,
 * and sends hex(SHA-256(salt + n)) with its HMAC; the browser finds n by trying every number. A token
 * is good when the HMAC is the server's, the salt names this action and has not expired, the number
 * hashes to the challenge, and it was not presented before. Nothing is stored until a token is spent.
 */
export function createProofOfWorkCaptcha(options: ProofOfWorkOptions): CaptchaVerifier {
  const maxNumber = options.maxNumber ?? DEFAULT_CAPTCHA_MAX_NUMBER
  const ttlMs = options.ttlMs ?? DEFAULT_CAPTCHA_TTL_MS
  const now = options.now ?? Date.now
  const sign = (challenge: string) => createHmac('sha256', options.secret).update(challenge).digest('hex')
  return {
    kind: 'proof-of-work',
    challenge(action) {
      const expires = Math.floor((now() + ttlMs) / 1000)
      const salt = `${randomBytes(12).toString('hex')}?action=${action}&expires=${expires}`
      const challenge = sha256Hex(salt + String(randomInt(0, maxNumber + 1)))
      return { algorithm: 'SHA-256', challenge, maxNumber, salt, signature: sign(challenge) }
    },
    async verify(token, action) {
      if (token === '') return { ok: false, reason: 'missing' }
      const solution = decodeSolution(token)
      if (!solution) return { ok: false, reason: 'malformed' }
      if (!sameText(sign(solution.challenge), solution.signature)) return { ok: false, reason: 'forged' }
      const params = new URLSearchParams(solution.salt.slice(solution.salt.indexOf('?') + 1))
      if (params.get('action') !== action) return { ok: false, reason: 'wrong_action' }
      const expiresMs = Number(params.get('expires')) * 1000
      if (!Number.isFinite(expiresMs) || expiresMs <= now()) return { ok: false, reason: 'expired' }
      if (!sameText(sha256Hex(solution.salt + String(solution.number)), solution.challenge)) return { ok: false, reason: 'wrong_answer' }
      // spent once, in the store every process shares; remembered until the challenge would expire anyway
      const { count } = await options.spent.hit(`captcha-spent:${solution.challenge}`, expiresMs - now())
      return count > 1 ? { ok: false, reason: 'reused' } : { ok: true }
    },
  }
}

/** No captcha: every token passes and no challenge is issued (CAPTCHA=off; tests of other things). */
export function captchaOff(): CaptchaVerifier {
  return { kind: 'off', challenge: () => null, verify: async () => ({ ok: true }) }
}
