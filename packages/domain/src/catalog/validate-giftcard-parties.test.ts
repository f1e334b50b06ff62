import { describe, expect, it } from 'vitest'
import { validateGiftcardParties } from './validate-giftcard.ts'

const parties = { recipientName: 'Sam', recipientEmail: 'sam@example.com', senderName: 'Ada' }

describe('commerce §3/§5 gift card recipient and sender fields', () => {
  it('a card names its recipient and sender; an emailed card needs the recipient email', () => {
    expect(validateGiftcardParties(parties, 'virtual')).toEqual({ ok: true, value: parties })
    expect(validateGiftcardParties({ ...parties, recipientEmail: '' }, 'virtual')).toEqual({
      ok: false,
      error: { code: 'GIFTCARD_ITEM_INVALID', message: 'Invalid giftcard item' },
    })
    expect(validateGiftcardParties({ ...parties, senderName: '  ' }, 'physical').ok).toBe(false)
    expect(validateGiftcardParties({ ...parties, recipientName: undefined }, 'virtual').ok).toBe(false)
    expect(validateGiftcardParties(null, 'virtual').ok).toBe(false)
  })

  it('a physical card, or a combined card sent by mail, needs no recipient email', () => {
    const mailed = { recipientName: 'Sam', senderName: 'Ada' }
    expect(validateGiftcardParties(mailed, 'physical').ok).toBe(true)
    expect(validateGiftcardParties({ ...mailed, delivery: 'mail' }, 'combined').ok).toBe(true)
    expect(validateGiftcardParties(mailed, 'combined').ok).toBe(false)
  })
})
