import type { Result } from '../result.ts'
import { err, ok } from '../result.ts'

/** What the agreement rule reads from an order item's product (commerce §3 attributes). */
export type AgreementItemView = {
  /** subscription_interval: any non-empty value marks a subscription product. */
  subscriptionInterval?: string | null
  /** is_trial: true, 1, '1', 'yes' or 'true' mark a trial. */
  isTrial?: boolean | number | string | null
}

export type PlacementBlock =
  | { code: 'PLACING'; message: 'placing' }
  | { code: 'SUBSCRIPTION_AGREE_MISSING'; message: 'Subscription Agree Missing'; missing: 'subscription' | 'trial' }

function isTrialItem(item: AgreementItemView): boolean {
  const value = item.isTrial
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value === 1
  return typeof value === 'string' && ['1', 'yes', 'true'].includes(value.trim().toLowerCase())
}

function isSubscriptionItem(item: AgreementItemView): boolean {
  return (typeof item.subscriptionInterval === 'string' && item.subscriptionInterval.trim().length > 0) || isTrialItem(item)
}

/** The agreements an order needs ticked (commerce §4): the subscription one for any subscription or trial product, the trial one for a trial. */
export function requiredAgreements(items: ReadonlyArray<AgreementItemView>): { subscription: boolean; trial: boolean } {
  return { subscription: items.some(isSubscriptionItem), trial: items.some(isTrialItem) }
}

/**
 * Commerce §4 and §8: before placing, an order already loading gives 'placing'; subscription
 * products need the subscription agreement ticked, and the trial agreement too when a trial is
 * present, otherwise 'Subscription Agree Missing' (the order is not sent, a warning is shown).
 */
export function checkBeforePlacing(input: {
  placing: boolean
  items: ReadonlyArray<AgreementItemView>
  subscriptionAgreed: boolean
  trialAgreed: boolean
}): Result<true, PlacementBlock> {
  if (input.placing) return err({ code: 'PLACING', message: 'placing' })
  const required = requiredAgreements(input.items)
  if (required.subscription && !input.subscriptionAgreed) {
    return err({ code: 'SUBSCRIPTION_AGREE_MISSING', message: 'Subscription Agree Missing', missing: 'subscription' })
  }
  if (required.trial && !input.trialAgreed) {
    return err({ code: 'SUBSCRIPTION_AGREE_MISSING', message: 'Subscription Agree Missing', missing: 'trial' })
  }
  return ok(true)
}
