import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { NewsletterEvent, NewsletterForm, NewsletterState } from './newsletter.ts'
import { INITIAL_NEWSLETTER_STATE, newsletterResetDelayMs, policiesNoticeText } from './newsletter-basics.ts'
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_STATUSES,
  isNewsletterTransitionAllowed,
  reduceNewsletter,
  selectedNewsletterIds,
  validateNewsletterForm,
} from './newsletter.ts'

const lists = [
  { id: 1, label: 'Deals', selected: true },
  { id: 2, label: 'Events', selected: false },
]
const valid: NewsletterForm = { email: 'lifter@example.com', lists }

function run(events: ReadonlyArray<NewsletterEvent>): NewsletterState {
  return events.reduce(reduceNewsletter, INITIAL_NEWSLETTER_STATE)
}

describe('shell §5 Newsletter validation', () => {
  it('requires an email of type email', () => {
    expect(validateNewsletterForm({ ...valid, email: '' }).email).toBe('Please enter your email')
    expect(validateNewsletterForm({ ...valid, email: 'not-an-email' }).email).toBe('Please enter a valid email')
  })

  it("needs at least one list, otherwise 'Please select a list to sign up'", () => {
    expect(validateNewsletterForm({ ...valid, lists: [{ id: 1, selected: false }] })).toEqual({
      lists: 'Please select a list to sign up',
    })
    expect(validateNewsletterForm({ ...valid, lists: [] }).lists).toBe(NEWSLETTER_MESSAGES.noList)
  })

  it('has no errors for a valid form and sends the chosen list ids', () => {
    expect(validateNewsletterForm(valid)).toEqual({})
    expect(selectedNewsletterIds(lists)).toEqual([1])
  })
})

describe('shell §4 Newsletter signup: idle, loading, then success or error; reset after 3 s', () => {
  it('goes idle → loading → success with the success message', () => {
    const state = run([{ type: 'submit', form: valid }, { type: 'saved' }])
    expect(state).toEqual({ status: 'success', message: 'Your preferences have been saved', errors: {} })
  })

  it('goes idle → loading → error with the failure message', () => {
    const state = run([{ type: 'submit', form: valid }, { type: 'failed' }])
    expect(state.status).toBe('error')
    expect(state.message).toBe('There was an error saving your preferences')
  })

  it('stays idle with the errors on an invalid submit', () => {
    const state = run([{ type: 'submit', form: { ...valid, lists: [] } }])
    expect(state.status).toBe('idle')
    expect(state.errors.lists).toBe('Please select a list to sign up')
  })

  it('resets to idle after 3000 ms from success or error only', () => {
    expect(newsletterResetDelayMs('success')).toBe(3000)
    expect(newsletterResetDelayMs('error')).toBe(3000)
    expect(newsletterResetDelayMs('loading')).toBeNull()
    expect(newsletterResetDelayMs('idle')).toBeNull()
    expect(run([{ type: 'submit', form: valid }, { type: 'saved' }, { type: 'reset' }])).toEqual(INITIAL_NEWSLETTER_STATE)
    expect(run([{ type: 'submit', form: valid }, { type: 'reset' }]).status).toBe('loading')
  })

  it('ignores a second submit while loading and answers outside loading', () => {
    expect(run([{ type: 'submit', form: valid }, { type: 'submit', form: valid }]).status).toBe('loading')
    expect(run([{ type: 'saved' }])).toEqual(INITIAL_NEWSLETTER_STATE)
    expect(run([{ type: 'failed' }])).toEqual(INITIAL_NEWSLETTER_STATE)
  })

  it('allows only the spec transitions', () => {
    expect(isNewsletterTransitionAllowed('idle', 'loading')).toBe(true)
    expect(isNewsletterTransitionAllowed('idle', 'success')).toBe(false)
    expect(isNewsletterTransitionAllowed('success', 'idle')).toBe(true)
    expect(isNewsletterTransitionAllowed('error', 'loading')).toBe(false)
  })

  it('property: no event sequence reaches an invalid state', () => {
    const form = fc.record({
      email: fc.constantFrom('', 'lifter@example.com', 'bad'),
      lists: fc.array(fc.record({ id: fc.nat(9), selected: fc.boolean() }), { maxLength: 3 }),
    })
    const event: fc.Arbitrary<NewsletterEvent> = fc.oneof(
      form.map((f) => ({ type: 'submit' as const, form: f })),
      fc.constant({ type: 'saved' as const }),
      fc.constant({ type: 'failed' as const }),
      fc.constant({ type: 'reset' as const }),
    )
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = INITIAL_NEWSLETTER_STATE
        for (const e of events) {
          const next = reduceNewsletter(state, e)
          expect(isNewsletterTransitionAllowed(state.status, next.status)).toBe(true)
          expect(NEWSLETTER_STATUSES).toContain(next.status)
          // a message shows exactly in success and error, and it is the spec's one
          if (next.status === 'success') expect(next.message).toBe(NEWSLETTER_MESSAGES.success)
          else if (next.status === 'error') expect(next.message).toBe(NEWSLETTER_MESSAGES.failure)
          else expect(next.message).toBeNull()
          // field errors only while idle
          if (next.status !== 'idle') expect(next.errors).toEqual({})
          state = next
        }
      }),
    )
  })
})

describe('shell §5: the policies notice text varies by action', () => {
  it('has a text for signup and a different one for placeOrder', () => {
    expect(policiesNoticeText('signup')).toContain('By signing up')
    expect(policiesNoticeText('placeOrder')).toContain('By placing your order')
  })
})
