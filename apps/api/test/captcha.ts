import { createHash } from 'node:crypto'
import { CaptchaChallengeResponse, type CaptchaAction, type CaptchaChallenge } from '@ironhouse/contracts'
import { encodeCaptchaSolution } from '../src/services/captcha/providers/captcha-verifier.ts'

/** What the browser does with a proof-of-work challenge: try every number until the hash matches. */
export function solveCaptchaChallenge(challenge: CaptchaChallenge): number {
  for (let n = 0; n <= challenge.maxNumber; n++) {
    if (createHash('sha256').update(challenge.salt + String(n)).digest('hex') === challenge.challenge) return n
  }
  throw new Error('no solution')
}

/**
 * A good captcha token for one action, as a test client makes it: GET /svc_session/captcha through
 * `get` (app.inject or fetch), then the solution. '' when the store checks no captcha.
 */
export async function solvedCaptcha(get: (path: string) => Promise<unknown>, action: CaptchaAction): Promise<string> {
  const answer = CaptchaChallengeResponse.parse(await get(`/svc_session/captcha?action=${action}`))
  if (!answer.required) return ''
  const { maxNumber: _max, ...challenge } = answer.challenge
  return encodeCaptchaSolution({ ...challenge, number: solveCaptchaChallenge(answer.challenge) })
}
