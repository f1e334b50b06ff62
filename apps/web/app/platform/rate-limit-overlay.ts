// The rate-limit overlay (platform §8: a 429 from a CDN outside production shows cf-modal). Loaded only
// when a call of the browser's API client is answered 429 (api-client.ts imports it then), so no page
// carries it. The environment is the store's (STORE_ENV), as its heartbeat tells it; a heartbeat that
// does not answer reads as production (a shopper never sees an overlay meant for staff and testers).
import { RATE_LIMIT_OVERLAY_ID, shouldShowRateLimitOverlay } from '@ironhouse/domain'

let environment: Promise<string> | undefined

/** Where the store runs, asked once per page life (GET /svc_ssr/heartbeat). */
export function storeEnvironment(fetchImpl: typeof fetch = fetch): Promise<string> {
  environment ??= fetchImpl('/svc_ssr/heartbeat', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : {}))
    .then((body: { environment?: unknown }) => (typeof body.environment === 'string' ? body.environment : 'production'))
    .catch(() => 'production')
  return environment
}

/** The overlay: a native modal dialog (focus kept inside, the page inert behind it, Escape closes). */
function buildOverlay(): HTMLDialogElement {
  const dialog = document.createElement('dialog')
  dialog.id = RATE_LIMIT_OVERLAY_ID
  dialog.className = 'modal'
  dialog.setAttribute('aria-labelledby', `${RATE_LIMIT_OVERLAY_ID}-title`)
  dialog.setAttribute('aria-describedby', `${RATE_LIMIT_OVERLAY_ID}-text`)
  const title = document.createElement('h2')
  title.id = `${RATE_LIMIT_OVERLAY_ID}-title`
  title.className = 'modal__title'
  title.textContent = 'Too many requests'
  const text = document.createElement('p')
  text.id = `${RATE_LIMIT_OVERLAY_ID}-text`
  text.textContent = 'The store is limiting requests from this browser for a moment (HTTP 429). Wait a little, then try again. This notice shows only outside production.'
  const actions = document.createElement('div')
  actions.className = 'modal__actions'
  const close = document.createElement('button')
  close.type = 'button'
  close.className = 'button'
  close.textContent = 'Close'
  close.addEventListener('click', () => dialog.close())
  actions.append(close)
  dialog.append(title, text, actions)
  return dialog
}

/**
 * Shows the overlay after a 429 when the store is not in production (the domain's
 * shouldShowRateLimitOverlay); one overlay however many calls were refused. Focus returns where it was.
 */
export async function showRateLimitOverlay(fetchImpl?: typeof fetch): Promise<boolean> {
  if (typeof document === 'undefined') return false
  if (!shouldShowRateLimitOverlay(429, await storeEnvironment(fetchImpl))) return false
  const dialog = (document.getElementById(RATE_LIMIT_OVERLAY_ID) as HTMLDialogElement | null) ?? document.body.appendChild(buildOverlay())
  if (dialog.open) return true
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
  dialog.addEventListener('close', () => before?.focus(), { once: true })
  dialog.showModal()
  return true
}

/** What api-client.ts calls after a 429 (a default export: the shortest call site on every page). */
export default showRateLimitOverlay
