// Messages from the storefront to the native app (platform §7). Inside the app the page runs in a
// web view that exposes a message port; on the web nothing listens and nothing is sent. The app's
// messages to the page are read by features/wallet-pay/app-messages.ts, loaded with the flow that needs them.
import type { AppMessageSent } from '@ironhouse/domain'

type AppPort = { postMessage(message: string): void }

function appPort(): AppPort | null {
  if (typeof window === 'undefined') return null
  const port = (window as unknown as { ReactNativeWebView?: AppPort }).ReactNativeWebView
  return port && typeof port.postMessage === 'function' ? port : null
}

/** Sends a message to the native app; false when the page is not inside the app. */
export function sendAppMessage(type: AppMessageSent, data: Record<string, unknown> = {}): boolean {
  const port = appPort()
  if (!port) return false
  port.postMessage(JSON.stringify({ ...data, type }))
  return true
}
