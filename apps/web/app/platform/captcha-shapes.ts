// The captcha challenge's reader (shapes.ts says why the browser reads answers without zod), fetched with
// the captcha solver on the first form that asks for a token.
import type { CaptchaChallengeResponse } from '@ironhouse/contracts'
import { fail, isInt, isObject, isString } from './shapes.ts'

/** GET /svc_session/captcha (contracts CaptchaChallengeResponse); throws on anything else. */
export function readCaptchaChallengeResponse(value: unknown): CaptchaChallengeResponse {
  if (!isObject(value)) fail('captcha')
  if (value.required === false) return { required: false }
  const challenge = value.challenge
  if (value.required !== true || !isObject(challenge)) fail('captcha')
  const { algorithm, challenge: hash, maxNumber, salt, signature } = challenge
  if (algorithm !== 'SHA-256' || !isString(hash) || !isInt(maxNumber) || !isString(salt) || !isString(signature)) fail('captcha challenge')
  return { required: true, challenge: { algorithm, challenge: hash, maxNumber, salt, signature } }
}
