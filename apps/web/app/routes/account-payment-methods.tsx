import type { Address } from '@ironhouse/contracts'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useAccount, useCustomer } from '../features/account/account-context.ts'
import { ApiError } from '../platform/api-error.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { useSessionStore } from '../platform/session-context.tsx'
import { sitePath } from '../platform/site.ts'
import { useRootData } from '../platform/use-root-data.ts'

/** GET /svc_customer/customer/credit-cards (shell §3 Credit card; commerce §3 stored payment method). */
type StoredCard = {
  _id: number | string
  adyenType: string | null
  last4?: string | null
  isDefault: boolean
  cardExpMonth: number | null
  cardExpYear: number | null
  billingAddressId: number | null
  expired: boolean
}

function addressLabel(address: Address): string {
  return [address.firstname && `${address.firstname} ${address.lastname}`.trim(), address.street[0], address.city, address.countryId].filter(Boolean).join(', ')
}

/**
 * /account/payment-methods (shell §2, §3, §4): the cards saved at checkout (the number never reaches
 * the store: the gateway keeps it). Make one the default (the old default is cleared, shell §4),
 * choose its billing address from the address book, or remove it.
 */
export default function AccountPaymentMethods() {
  const customer = useCustomer()
  const { reload } = useAccount()
  const { api } = useSessionStore()
  const { prefix } = useRootData()
  const [cards, setCards] = useState<Array<StoredCard> | null>(null)
  const [version, setVersion] = useState(0)
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  useEffect(() => {
    let live = true
    api.get<{ credit_cards: Array<StoredCard> }>('/svc_customer/customer/credit-cards').then(
      (answer) => {
        if (live) setCards(answer.credit_cards)
      },
      () => {
        if (!live) return
        setCards([])
        setNotice({ kind: 'error', text: 'We could not load your cards just now.' })
      },
    )
    return () => {
      live = false
    }
  }, [api, version])

  async function change(run: () => Promise<unknown>, done: string) {
    setNotice(null)
    try {
      await run()
      setNotice({ kind: 'ok', text: done })
      setVersion((v) => v + 1)
      void reload()
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof ApiError && error.status < 500 ? error.message : 'We could not save your changes. Please try again.' })
    }
  }

  const addresses = customer.addresses ?? []
  return (
    <div className="account-section">
      <PageMeta title="Payment Methods" />
      <h1>Payment Methods</h1>
      <p>
        Cards you save when you pay at checkout are kept here. Our payment provider stores the card number; we keep only its brand, last
        digits and expiry.
      </p>
      <div role="status" aria-live="polite">
        {notice ? <p className={notice.kind === 'ok' ? 'notice' : 'notice notice--error'}>{notice.text}</p> : null}
      </div>
      {cards === null ? <p>Loading your cards…</p> : null}
      {cards !== null && cards.length === 0 ? (
        <p>
          You have no saved cards. Tick “Save this card” when you pay at <Link to={sitePath(prefix, '/cart')}>checkout</Link>.
        </p>
      ) : null}
      <ul className="account-cards">
        {(cards ?? []).map((card) => {
          const name = `${card.adyenType ?? 'Card'}${card.last4 ? ` ending in ${card.last4}` : ''}`
          const expiry = card.cardExpMonth && card.cardExpYear ? `${String(card.cardExpMonth).padStart(2, '0')}/${card.cardExpYear}` : null
          return (
            <li key={card._id} className="account-card" data-testid="stored-card">
              <h2>{name}</h2>
              <p>
                {expiry ? `Expires ${expiry}` : null}
                {card.expired ? <span className="badge"> Expired</span> : null}
                {card.isDefault ? <span className="badge"> Default</span> : null}
              </p>
              <label>
                Billing address{' '}
                <select
                  className="form-select"
                  value={card.billingAddressId ?? ''}
                  onChange={(event) =>
                    void change(
                      () => api.put(`/svc_customer/customer/credit-cards/${card._id}`, { billingAddressId: event.target.value === '' ? null : Number(event.target.value) }),
                      'The billing address of the card has been changed',
                    )
                  }
                >
                  <option value="">None chosen</option>
                  {addresses.map((address) => (
                    <option key={address._id} value={address._id}>
                      {addressLabel(address)}
                    </option>
                  ))}
                </select>
              </label>
              <div className="address-card__actions">
                {!card.isDefault ? (
                  <button type="button" className="button button--small" onClick={() => void change(() => api.put(`/svc_customer/customer/credit-cards/${card._id}`, { isDefault: true }), `${name} is now your default card`)}>
                    Make default
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--small button--secondary"
                  aria-label={`Remove ${name}`}
                  onClick={() => {
                    if (!window.confirm(`Remove ${name}?`)) return
                    void change(() => api.delete(`/svc_customer/customer/credit-cards/${card._id}`), `${name} has been removed`)
                  }}
                >
                  Remove
                </button>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
