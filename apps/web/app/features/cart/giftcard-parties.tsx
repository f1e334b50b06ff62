import type { Product } from '@ironhouse/contracts'

/** The gift card's recipient, sender, message and delivery (commerce §3 gift card metadata). */
export function GiftcardParties({ product }: { product: Product }) {
  const physical = product.giftcardData?.type === 'physical'
  return (
    <fieldset className="option option--giftcard-parties">
      <legend>Gift card details</legend>
      <div className="option">
        <label htmlFor="gc-recipient-name">Recipient name (required)</label>
        <input id="gc-recipient-name" name="giftcard[recipientName]" required maxLength={200} autoComplete="off" />
      </div>
      {physical ? (
        <input type="hidden" name="giftcard[delivery]" value="mail" />
      ) : (
        <div className="option">
          <label htmlFor="gc-recipient-email">Recipient email (required)</label>
          <input id="gc-recipient-email" name="giftcard[recipientEmail]" type="email" required maxLength={254} autoComplete="off" />
        </div>
      )}
      <div className="option">
        <label htmlFor="gc-sender-name">Your name (required)</label>
        <input id="gc-sender-name" name="giftcard[senderName]" required maxLength={200} autoComplete="name" />
      </div>
      <div className="option">
        <label htmlFor="gc-sender-email">Your email</label>
        <input id="gc-sender-email" name="giftcard[senderEmail]" type="email" maxLength={254} autoComplete="email" />
      </div>
      <div className="option">
        <label htmlFor="gc-message">Message</label>
        <textarea id="gc-message" name="giftcard[message]" rows={3} maxLength={500} />
      </div>
    </fieldset>
  )
}
