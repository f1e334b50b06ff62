import { GiftCardBalance } from '@ironhouse/contracts'
import { formatPrice } from '@ironhouse/domain'
import { data, Form, useActionData, useNavigation } from 'react-router'
import { ApiError } from '../platform/api-error.ts'
import { guardEntry, pageContext } from '../platform/page.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { useRootData } from '../platform/use-root-data.ts'
import type { Route } from './+types/gift-card-balance'

const TITLE = 'Gift Card Balance'

/** The page's answers (ours: commerce §5 leaves the balance lookup "not shown"). */
export const GIFT_CARD_BALANCE_MESSAGES = {
  missing: 'Please enter your gift card code',
  notFound: 'We could not find a gift card with that code. Please check it and try again.',
  tooMany: 'Too many lookups from your connection. Please wait a few minutes and try again.',
  failed: 'We could not look up that gift card just now. Please try again.',
} as const

export function loader(args: Route.LoaderArgs) {
  guardEntry(pageContext(args))
  return null
}

/**
 * A card's balance by its code (POST /svc_gc/giftcard/balance). The code is a bearer secret, so it
 * travels in a form's body, never in the page's URL; the API counts every lookup against the client's
 * address. Works without JavaScript (a plain form post) and with it (React Router's fetch).
 */
export async function action(args: Route.ActionArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const form = await args.request.formData()
  const code = String(form.get('code') ?? '').trim()
  if (code === '') return data({ ok: false as const, message: GIFT_CARD_BALANCE_MESSAGES.missing }, { status: 400 })
  try {
    const card = await page.api.post('/svc_gc/giftcard/balance', { code: code.slice(0, 40) }, GiftCardBalance, { storeId: false })
    return { ok: true as const, ...card }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.code === 'giftcard_not_exist' || error.status === 400) return data({ ok: false as const, message: GIFT_CARD_BALANCE_MESSAGES.notFound }, { status: 404 })
    if (error.status === 429) return data({ ok: false as const, message: GIFT_CARD_BALANCE_MESSAGES.tooMany }, { status: 429 })
    return data({ ok: false as const, message: GIFT_CARD_BALANCE_MESSAGES.failed }, { status: 503 })
  }
}

export default function GiftCardBalancePage() {
  const result = useActionData<typeof action>()
  const { site } = useRootData()
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="page page--message">
      <PageMeta title={TITLE} />
      <h1>{TITLE}</h1>
      <p>Enter the 16-character code from your gift card or its email to see what is left on it.</p>
      <Form method="post" className="account-form" aria-label="Check a gift card balance">
        <div className="form-field">
          <label className="form-field__label" htmlFor="gift-card-code">
            Gift card code *
          </label>
          <input id="gift-card-code" name="code" required maxLength={40} autoComplete="off" spellCheck={false} placeholder="XXXX-XXXX-XXXX-XXXX" />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Checking…' : 'Check Balance'}
        </button>
      </Form>
      <div role="status" aria-live="polite">
        {result?.ok ? (
          <p className="notice">
            Gift card {result.code} has <strong>{formatPrice(result.balance, { currency: result.currency, siteCode: site.code })}</strong> left.
          </p>
        ) : null}
      </div>
      {result && !result.ok ? (
        <p role="alert" className="notice notice--error">
          {result.message}
        </p>
      ) : null}
    </div>
  )
}
