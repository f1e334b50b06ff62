// The captcha seam of the browser (shell §7, platform §7): with the recaptcha_enterprise flag on,
// calls that carry a captcha get a token from reCAPTCHA Enterprise (its script, loaded by the page
// that configures it, puts `grecaptcha.enterprise` on window). When the script is absent or fails,
// the client logs a warning and sends an empty token (shell §8).
import type { CaptchaSource } from './api-client.ts'

type Enterprise = { execute(siteKey: string, options: { action: string }): Promise<string> }
type RecaptchaWindow = { grecaptcha?: { enterprise?: Enterprise }; IRONHOUSE_RECAPTCHA_SITE_KEY?: string }

export function recaptchaEnterpriseSource(enabled: () => boolean): CaptchaSource {
  return {
    enabled,
    async token(action) {
      const w = (typeof window === 'undefined' ? {} : window) as RecaptchaWindow
      const enterprise = w.grecaptcha?.enterprise
      const siteKey = w.IRONHOUSE_RECAPTCHA_SITE_KEY
      if (!enterprise || !siteKey) throw new Error('reCAPTCHA Enterprise is not loaded on this page')
      return enterprise.execute(siteKey, { action })
    },
  }
}
