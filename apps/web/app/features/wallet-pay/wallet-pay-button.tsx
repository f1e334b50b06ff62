import { useState, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router'
import type { List, Order } from '@ironhouse/contracts'
import { appSupportsFeature, threeDsFailureAction } from '@ironhouse/domain'
import { pageAppContext } from '../../platform/api-client.ts'
import { ApiError } from '../../platform/api-error.ts'
import { sendAppMessage } from '../../platform/app-bridge.ts'
import { useSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'
import { useRootData } from '../../platform/use-root-data.ts'
import { Modal } from '../../ui/modal.tsx'
import { placementMessage } from '../checkout/messages.ts'

const noSubscription = () => () => undefined

/** Inside the native app at a version with Apple Pay (platform §4 minimum app version). */
function appHasWallet(): boolean {
  const app = pageAppContext()
  return app !== null && appSupportsFeature('applePay', app.version ?? undefined)
}

/**
 * Pay with the wallet of the native app (platform §4): shown inside the app when the site supports
 * Apple Pay and the app's version has it (platform §4 minimum app version). The flow is loaded when
 * the shopper starts it; the app shows the sheet and the order is placed by the server. A card its
 * bank challenges is verified in a dialog over the cart (commerce §4, docs/wallet-pay.md) before the
 * app is told the outcome.
 */
export function WalletPayButton({ cart }: { cart: Pick<List, '_id' | 'storeId'> }) {
  const { site, prefix } = useRootData()
  const { api } = useSessionStore()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  // commerce §4: the 3-D Secure challenge page of an order placed with the wallet (shown: `open`)
  const [challenge, setChallenge] = useState<{ url: string; open: boolean } | null>(null)
  // the app context is the page's URL or cookies: read in the browser, never on the server
  const inWalletApp = useSyncExternalStore(noSubscription, appHasWallet, () => false)
  if (!site.applePay.supported || !inWalletApp) return null

  const start = async () => {
    setBusy(true)
    setProblem(null)
    try {
      const { startWalletPay } = await import('./wallet-pay-flow.ts')
      await startWalletPay({
        listId: cart._id,
        storeId: cart.storeId,
        calls: {
          details: (input) => api.post('/svc_checkout/wallet/details', input),
          place: (input) => api.post<Order>('/svc_checkout/wallet/order', input, { captcha: 'placeorder' }),
          order: (orderId) => api.get<Order>(`/svc_checkout/order/${encodeURIComponent(orderId)}`, { query: { storeId: site.storeId } }),
        },
        send: ({ type, ...data }) => void sendAppMessage(type, data),
        onPlaced: (orderId) => void navigate(`${sitePath(prefix, '/checkout/success')}?orderId=${encodeURIComponent(orderId)}`),
        challenge: (url) => {
          setChallenge({ url, open: true })
          return () => setChallenge(null)
        },
        // commerce §8: a 3-D Secure failure or timeout shows three_ds
        onThreeDsFailed: () => setProblem(placementMessage(threeDsFailureAction().messageKey, '')),
      })
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'Apple Pay could not be started. Please try again.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="wallet-pay">
      <button type="button" className="button wallet-pay__button" disabled={busy || challenge !== null} onClick={() => void start()}>
        Pay with Apple Pay
      </button>
      {problem ? (
        <p className="wallet-pay__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {challenge && !challenge.open ? (
        <p role="status">
          Your bank is waiting for you to confirm the payment.{' '}
          <button type="button" className="button button--link" onClick={() => setChallenge({ ...challenge, open: true })}>
            Confirm with your bank
          </button>
        </p>
      ) : null}
      {challenge ? (
        <Modal open={challenge.open} title="Confirm the payment with your bank" onDismiss={() => setChallenge({ ...challenge, open: false })}>
          <iframe src={challenge.url} title="3-D Secure verification" style={{ width: '100%', height: '26rem', border: 0 }} />
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={() => setChallenge({ ...challenge, open: false })}>
              Close<span className="visually-hidden"> (your bank keeps waiting for you)</span>
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  )
}
