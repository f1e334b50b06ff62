// Messages from the native app to the page (platform §7). Kept out of platform/app-bridge.ts, which
// every page loads: only the wallet-pay flow listens, and it is loaded when the shopper starts it.
import { isAppMessageReceived, type AppMessageReceived } from '@ironhouse/domain'

export type AppMessage = { type: AppMessageReceived } & Record<string, unknown>

function appMessageOf(event: Event): AppMessage | null {
  if (!(event instanceof MessageEvent)) return null
  // the app posts into the page itself (origin of the page) or dispatches on the document (no origin)
  if (event.origin !== '' && event.origin !== window.location.origin) return null
  let data: unknown = event.data
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      return null
    }
  }
  if (typeof data !== 'object' || data === null) return null
  const type = (data as { type?: unknown }).type
  return typeof type === 'string' && isAppMessageReceived(type) ? (data as AppMessage) : null
}

/**
 * Listens for the messages the native app sends the page (platform §7: applepay_shipping_address,
 * applepay_shipping_method, applepay_success, applepay_cancel), as a JSON string or an object posted
 * to the window or dispatched on the document; anything else is ignored. Answers the unsubscribe.
 */
export function onAppMessage(listener: (message: AppMessage) => void): () => void {
  const handle = (event: Event) => {
    const message = appMessageOf(event)
    if (message) listener(message)
  }
  window.addEventListener('message', handle)
  document.addEventListener('message', handle)
  return () => {
    window.removeEventListener('message', handle)
    document.removeEventListener('message', handle)
  }
}
