// Bin (saved item or notify-me) signup rules (shell §3 Bin, §4, §5).

/** Shell §3 Bin. */
export type Bin = { id?: string; product_id: number | string; email?: string; parent_id?: number | string | null }

/** The server error that bin signup ignores (shell §5). */
export const BIN_ALREADY_SUBSCRIBED_ERROR = 'validation_error_already_subscribed'

export type BinSignupPlan =
  | { kind: 'send'; payload: { product_id: number | string; email: string; parent_id?: number | string } }
  | { kind: 'skip' }
  | { kind: 'invalid'; code: 'EMAIL_REQUIRED' }

/**
 * Shell §4, §5: bin signup needs an email and is skipped when the product is already in the bins.
 * Product ids compare as strings (the API may answer numbers or strings). The email is trimmed.
 */
export function planBinSignup(input: {
  productId: number | string
  email: string | null | undefined
  parentId?: number | string | null
  bins: ReadonlyArray<Bin>
}): BinSignupPlan {
  const email = (input.email ?? '').trim()
  if (email.length === 0) return { kind: 'invalid', code: 'EMAIL_REQUIRED' }
  if (input.bins.some((b) => String(b.product_id) === String(input.productId))) return { kind: 'skip' }
  const payload = { product_id: input.productId, email }
  return {
    kind: 'send',
    payload: input.parentId === null || input.parentId === undefined ? payload : { ...payload, parent_id: input.parentId },
  }
}

/** Shell §5: validation_error_already_subscribed is ignored on bin signup; any other error is raised. */
export function binSignupErrorOutcome(errorCode: string | null | undefined): 'ignore' | 'raise' {
  return errorCode === BIN_ALREADY_SUBSCRIBED_ERROR ? 'ignore' : 'raise'
}
