import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { formErrors, staleErrorDropped } from '../../ui/use-form.ts'
import { OutcomeNotice, passwordFields, type Outcome } from './profile-forms.tsx'

const EMAIL = 'ada@example.com'
const CURRENT = 'barbell curls at dawn 42'
const errorsOf = (values: { currentPassword: string; password: string; confirm: string }) => formErrors(passwordFields(EMAIL), values)

describe('the change-password form (account settings)', () => {
  it('refuses the current password as the new one on the New Password field, with the server’s message', () => {
    expect(errorsOf({ currentPassword: CURRENT, password: CURRENT, confirm: CURRENT }).password).toBe('Your new password must be different from your current password')
    // the same phrase in another Unicode form is the same password (NFKC, as the server hashes it)
    expect(errorsOf({ currentPassword: CURRENT, password: CURRENT.replace('o', '\uFF4F'), confirm: CURRENT.replace('o', '\uFF4F') }).password).toBe(
      'Your new password must be different from your current password',
    )
    expect(errorsOf({ currentPassword: CURRENT, password: 'sandbag carries up the hill', confirm: 'sandbag carries up the hill' })).toEqual({ currentPassword: null, password: null, confirm: null })
    // the policy's own message comes first for a short one; an empty current password is its own error
    expect(errorsOf({ currentPassword: 'short', password: 'short', confirm: 'short' }).password).toBe('Your password needs at least 15 characters')
    expect(errorsOf({ currentPassword: '', password: CURRENT, confirm: CURRENT }).password).toBeNull()
  })

  it('clears a server’s error once the shopper edits or submits again, so it never sits next to newer field errors', () => {
    const failed: Outcome = { kind: 'error', text: 'Your current password is not correct' }
    expect(renderToStaticMarkup(<OutcomeNotice outcome={failed} />)).toContain('Your current password is not correct')
    const next = staleErrorDropped(failed)
    expect(next).toEqual({ kind: 'idle' })
    const shown = renderToStaticMarkup(<OutcomeNotice outcome={next} />)
    expect(shown).not.toContain('role="alert"')
    expect(shown).not.toContain('Your current password is not correct')
    // a refused new password's listed problems go with it
    expect(staleErrorDropped({ kind: 'error', text: 'Please choose another password.', problems: ['This password is too common or easy to guess. Try a longer phrase of unrelated words'] })).toEqual({ kind: 'idle' })
  })

  it('keeps a success notice (still true) and a call under way', () => {
    const done: Outcome = { kind: 'ok', text: 'Your password has been changed. Other devices were logged out.' }
    expect(staleErrorDropped(done)).toBe(done)
    expect(staleErrorDropped({ kind: 'sending' })).toEqual({ kind: 'sending' })
  })
})
