// Messages between the storefront and the native app (platform §7).

/** Sent to the app (webview_error when session extension fails, shell §8). */
export const APP_MESSAGES_SENT = [
  'linkclick',
  'open_in_browser',
  'applepay_start',
  'applepay_update_details',
  'applepay_status_success',
  'applepay_status_failure',
  'webview_error',
] as const
export type AppMessageSent = (typeof APP_MESSAGES_SENT)[number]

/** Received from the app. */
export const APP_MESSAGES_RECEIVED = [
  'applepay_shipping_address',
  'applepay_shipping_method',
  'applepay_success',
  'applepay_cancel',
] as const
export type AppMessageReceived = (typeof APP_MESSAGES_RECEIVED)[number]

export function isAppMessageReceived(type: string): type is AppMessageReceived {
  return (APP_MESSAGES_RECEIVED as ReadonlyArray<string>).includes(type)
}
