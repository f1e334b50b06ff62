import { useId, useMemo, useState, type FormEvent } from 'react'
import type { CartEstimate, CartEstimateRequest, List } from '@ironhouse/contracts'
import { ApiError } from '../../platform/api-error.ts'
import { useSessionStore } from '../../platform/session-context.tsx'
import { useRootData } from '../../platform/use-root-data.ts'
import { CountrySelect } from '../../ui/country-select.tsx'
import { countryName, shipToCountries } from '../../ui/address-lines.tsx'
import { useCountryRegions } from '../account/geo.ts'
import { readLocalOrder, writeLocalOrder } from '../checkout/local-order.ts'
import { formatListMoney } from './money.ts'

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string } | { kind: 'done'; estimate: CartEstimate; where: string }

/**
 * "Estimate shipping and tax" in the cart's summary (docs/shipping.md "Estimate in the cart"): the
 * shopper names a destination (country, state or region, postcode) and the server prices the cart there
 * as checkout's quote does, with the first service offered for each package; the figures shown are the
 * server's, formatted here. A guest's checkout then starts from that destination.
 */
export function ShippingEstimate({ cart }: { cart: List }) {
  const { site } = useRootData()
  const { api, session } = useSessionStore()
  const countries = useMemo(() => shipToCountries(site), [site])
  const [countryId, setCountryId] = useState(countries[0] ?? site.defaultCountry)
  const { regions } = useCountryRegions(api, countryId, site.code)
  const [region, setRegion] = useState('')
  const [postcode, setPostcode] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const id = useId()
  const money = (minor: number) => formatListMoney(minor, cart.currency, cart.storeId)

  const estimate = (event: FormEvent) => {
    event.preventDefault()
    setState({ kind: 'sending' })
    const where = [region.trim(), postcode.trim(), countryName(countryId)].filter(Boolean).join(' ')
    const body: CartEstimateRequest = { listId: cart._id, storeId: cart.storeId, shippingAddress: { countryId, region: region.trim() || null, postcode: postcode.trim() || null }, shippingMode: 'fastest' }
    api.post<CartEstimate>('/svc_checkout/cart/estimate', body).then(
      (answer) => {
        setState({ kind: 'done', estimate: answer, where })
        keepForCheckout(countryId, region.trim(), postcode.trim())
      },
      (e: unknown) => setState({ kind: 'failed', message: e instanceof ApiError && e.status < 500 ? e.message : 'The estimate could not be made. Please try again.' }),
    )
  }

  // a guest's checkout starts from the destination estimated (commerce §4's locally saved order, which a
  // save of their own is never replaced by); a customer's starts from their address book as before
  const keepForCheckout = (country: string, regionCode: string, code: string) => {
    if (session.loggedIn || readLocalOrder(site.code, cart._id, Date.now()) !== null) return
    writeLocalOrder(site.code, { listId: cart._id, step: 'address', address: { region: regionCode, postcode: code }, countryId: country, shipping: [], payment: 'card', savedAt: Date.now() })
  }

  return (
    <details className="cart-estimate">
      <summary>Estimate shipping and tax</summary>
      <form className="cart-estimate__form" onSubmit={estimate} aria-describedby={`${id}-result`}>
        <CountrySelect
          countries={countries.map((code) => ({ code, name: countryName(code) }))}
          value={countryId}
          onChange={(code) => {
            setCountryId(code)
            setRegion('')
          }}
          autoComplete="shipping country"
        />
        <div className="form-field">
          <label htmlFor={`${id}-region`} className="form-field__label">
            State / region
          </label>
          {regions.length > 0 ? (
            <select id={`${id}-region`} className="form-select" value={region} autoComplete="shipping address-level1" onChange={(e) => setRegion(e.target.value)}>
              <option value="">Choose…</option>
              {regions.map((r) => (
                <option key={r.id} value={r.code}>
                  {r.name}
                </option>
              ))}
            </select>
          ) : (
            <input id={`${id}-region`} value={region} maxLength={100} autoComplete="shipping address-level1" onChange={(e) => setRegion(e.target.value)} />
          )}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-postcode`} className="form-field__label">
            Postcode
          </label>
          <input id={`${id}-postcode`} value={postcode} maxLength={20} autoComplete="shipping postal-code" onChange={(e) => setPostcode(e.target.value)} />
        </div>
        <button type="submit" className="button button--secondary" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? 'Estimating…' : 'Estimate'}
        </button>
      </form>
      <div id={`${id}-result`} role="status" aria-live="polite" className="cart-estimate__result">
        {state.kind === 'failed' ? <p className="form-field__error">{state.message}</p> : null}
        {state.kind === 'done' ? <EstimateFigures estimate={state.estimate} where={state.where} money={money} /> : null}
      </div>
    </details>
  )
}

function EstimateFigures({ estimate, where, money }: { estimate: CartEstimate; where: string; money: (minor: number) => string }) {
  const { totals, shipping } = estimate
  return (
    <>
      <p className="cart-estimate__where">To {where}:</p>
      <dl data-testid="cart-estimate">
        {estimate.needsShipping ? (
          shipping.map((rate) => (
            <div key={rate.packageNumber}>
              <dt>{shipping.length > 1 ? `Package ${rate.packageNumber}: ${rate.label}` : `Shipping: ${rate.label}`}</dt>
              <dd>{rate.rate === 0 ? 'Free' : money(rate.rate)}</dd>
            </div>
          ))
        ) : (
          <div>
            <dt>Shipping</dt>
            <dd>Nothing to ship</dd>
          </div>
        )}
        <div>
          <dt>{estimate.pricesIncludeTax ? 'VAT included' : 'Tax'}</dt>
          <dd>{money(totals.tax)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>Estimated total</dt>
          <dd>{money(totals.grandTotalIncludingTax)}</dd>
        </div>
      </dl>
      <p className="cart-summary__note">Checkout offers every shipping option for your address and confirms the total.</p>
    </>
  )
}
