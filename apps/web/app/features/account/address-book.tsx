// /account/address (shell §2, §3, §4, §7): the customer's addresses with their default flags; add,
// edit, delete, and set the default shipping or billing address (the server clears the flag on the others).
import type { Address } from '@ironhouse/contracts'
import { useState } from 'react'
import { ApiError } from '../../platform/api-error.ts'
import { useSessionStore } from '../../platform/session-context.tsx'
import { useRootData } from '../../platform/use-root-data.ts'
import { useAccount, useCustomer } from './account-context.ts'
import { AddressForm } from './address-form.tsx'
import { AddressLines } from '../../ui/address-lines.tsx'

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: Address }

export function AddressBook() {
  const customer = useCustomer()
  const { reload } = useAccount()
  const { api } = useSessionStore()
  const { site } = useRootData()
  const [editing, setEditing] = useState<Editing>({ kind: 'none' })
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const addresses = customer.addresses ?? []

  async function act(address: Address, run: () => Promise<unknown>, done: string) {
    setBusy(address._id)
    setNotice(null)
    try {
      await run()
      await reload()
      setNotice({ kind: 'ok', text: done })
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof ApiError && error.status < 500 ? error.message : 'We could not save your changes. Please try again.' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="account-section address-book">
      <h1>Address Book</h1>
      <div role="status" aria-live="polite" className="account-notice">
        {notice ? <p className={notice.kind === 'ok' ? 'notice' : 'notice notice--error'}>{notice.text}</p> : null}
      </div>
      {editing.kind === 'none' ? (
        <p>
          <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'new' })}>
            Add a New Address
          </button>
        </p>
      ) : (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address._id : 'new'}
          api={api}
          siteCode={site.code}
          siteDefaultCountry={site.defaultCountry}
          customer={customer}
          editing={editing.kind === 'edit' ? editing.address : null}
          onCancel={() => setEditing({ kind: 'none' })}
          onSaved={() => {
            setEditing({ kind: 'none' })
            setNotice({ kind: 'ok', text: 'Your address has been saved' })
            void reload()
          }}
        />
      )}
      {addresses.length === 0 ? <p>You have no saved addresses yet. Addresses you save here are offered at checkout.</p> : null}
      <ul className="address-book__list">
        {addresses.map((address) => {
          const name = [address.firstname, address.lastname].filter(Boolean).join(' ') || 'this address'
          return (
            <li key={address._id} className="address-card" data-testid="address-card">
              <AddressLines address={{ ...address, vatNumber: address.vatId }} />
              <p className="address-card__badges">
                {address.isDefaultShipping ? <span className="badge">Default shipping</span> : null}
                {address.isDefaultBilling ? <span className="badge">Default billing</span> : null}
              </p>
              <div className="address-card__actions">
                <button type="button" className="button button--small" onClick={() => setEditing({ kind: 'edit', address })} aria-label={`Edit ${name}, ${address.street[0] ?? ''}`}>
                  Edit
                </button>
                {!address.isDefaultShipping ? (
                  <button
                    type="button"
                    className="button button--small"
                    disabled={busy === address._id}
                    onClick={() => void act(address, () => api.patch(`/svc_customer/customer/address/${address._id}`, { isDefaultShipping: true }), 'Your default shipping address has been changed')}
                  >
                    Set as default shipping
                  </button>
                ) : null}
                {!address.isDefaultBilling ? (
                  <button
                    type="button"
                    className="button button--small"
                    disabled={busy === address._id}
                    onClick={() => void act(address, () => api.patch(`/svc_customer/customer/address/${address._id}`, { isDefaultBilling: true }), 'Your default billing address has been changed')}
                  >
                    Set as default billing
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--small button--secondary"
                  disabled={busy === address._id}
                  aria-label={`Delete ${name}, ${address.street[0] ?? ''}`}
                  onClick={() => {
                    if (!window.confirm('Delete this address?')) return
                    void act(address, () => api.delete(`/svc_customer/customer/address/${address._id}`), 'The address has been deleted')
                  }}
                >
                  Delete
                </button>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
