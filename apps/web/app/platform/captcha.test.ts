import { describe, expect, it } from 'vitest'
import type { CaptchaChallenge } from '@ironhouse/contracts'
import { captchaToken, proofOfWorkCaptchaSource, solveCaptchaChallenge } from './captcha.ts'

const hex = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (b) => b.toString(16).padStart(2, '0')).join('')

async function challengeWith(number: number, maxNumber = 5000): Promise<CaptchaChallenge> {
  const salt = 'abc123?action=login&expires=1900000000'
  return { algorithm: 'SHA-256', challenge: await hex(salt + String(number)), maxNumber, salt, signature: 'sig' }
}

describe('proof-of-work captcha (docs/decisions/005)', () => {
  it('finds the number whose SHA-256 with the salt is the challenge, across batches', async () => {
    expect(await solveCaptchaChallenge(await challengeWith(0))).toBe(0)
    expect(await solveCaptchaChallenge(await challengeWith(2345), undefined, 1000)).toBe(2345)
    expect(await solveCaptchaChallenge(await challengeWith(5000))).toBe(5000)
  })

  it('a challenge with no number in range fails (the client then sends an empty token, shell §8)', async () => {
    await expect(solveCaptchaChallenge(await challengeWith(6000, 5000))).rejects.toThrow('no solution')
  })

  it('the token is base64url JSON of the challenge and the number, without maxNumber', async () => {
    const challenge = await challengeWith(7)
    const token = captchaToken(challenge, 7)
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/)
    const decoded: unknown = JSON.parse(atob(token.replaceAll('-', '+').replaceAll('_', '/')))
    expect(decoded).toEqual({ algorithm: 'SHA-256', challenge: challenge.challenge, number: 7, salt: challenge.salt, signature: 'sig' })
  })

  it('the source asks for a challenge for the action and answers the solved token; none required: an empty token', async () => {
    const challenge = await challengeWith(42)
    const asked: Array<string> = []
    const source = proofOfWorkCaptchaSource(
      () => true,
      async (action) => (asked.push(action), { required: true, challenge }),
    )
    expect(await source.token('register')).toBe(captchaToken(challenge, 42))
    expect(asked).toEqual(['register'])
    const off = proofOfWorkCaptchaSource(() => true, async () => ({ required: false }))
    expect(await off.token('login')).toBe('')
  })

  it('a prepared token is made once ahead of the call and used once; an expiring one is replaced', async () => {
    let clock = 1_899_999_000_000
    const challenge = await challengeWith(42)
    let fetched = 0
    const source = proofOfWorkCaptchaSource(
      () => true,
      async () => (fetched++, { required: true, challenge }),
      { now: () => clock },
    )
    source.prepare?.('login')
    source.prepare?.('login')
    expect(fetched).toBe(1)
    expect(await source.token('login')).toBe(captchaToken(challenge, 42))
    expect(fetched).toBe(1)
    // used: the next call makes a new one
    await source.token('login')
    expect(fetched).toBe(2)
    // prepared, but the challenge expires (1900000000 s) within 30 s: a fresh one is made at the call
    source.prepare?.('login')
    clock = 1_899_999_980_000
    await source.token('login')
    expect(fetched).toBe(4)
  })
})
