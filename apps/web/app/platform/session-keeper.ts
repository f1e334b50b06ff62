// Session upkeep in the browser (shell §4, §5, §8; platform §4): extension 45 s before expiry,
// initialisation with one retry, and what a failed extension does. Decisions are the domain's.
import { decideSessionInitFailure, isSessionExtensionSuccessful, sessionExtensionDelayMs } from '@ironhouse/domain'
import type { SessionAnswer } from './api-client.ts'
import { GUEST_SESSION, sessionFromAnswer } from './session.ts'
import type { ShellSession } from './session.ts'

/** setTimeout cannot wait longer than 2^31 − 1 ms; a longer wait is cut (the timer re-arms on the next answer). */
const MAX_TIMER_MS = 2_147_483_647

export type SessionExtensionDeps = {
  /** GET /svc_session/session. */
  refresh: () => Promise<SessionAnswer>
  /** Called when the extension failed: the app is notified (webview_error), then the shopper is logged out. */
  onFailed: () => void
  now?: () => number
}

/**
 * Schedules the extension of a signed-in session 45 s before it expires (shell §4). The extension
 * succeeds only when the answer carries a nonzero cg (shell §5); otherwise, or when the call fails,
 * `onFailed` runs. A successful answer updates the session (through the API client's session hook),
 * which schedules the next extension. Returns the cancel function.
 */
export function scheduleSessionExtension(session: ShellSession, deps: SessionExtensionDeps): () => void {
  if (!session.loggedIn || session.exp === null) return () => undefined
  const now = deps.now ?? Date.now
  const delay = Math.min(sessionExtensionDelayMs(session.exp, now()), MAX_TIMER_MS)
  let cancelled = false
  const timer = setTimeout(() => {
    void deps.refresh().then(
      (answer) => {
        if (!cancelled && !isSessionExtensionSuccessful(answer)) deps.onFailed()
      },
      () => {
        if (!cancelled) deps.onFailed()
      },
    )
  }, delay)
  return () => {
    cancelled = true
    clearTimeout(timer)
  }
}

/** Session initialisation (shell §4, §8): the session call is tried twice, then the shopper is logged out. */
export async function initSession(refresh: () => Promise<SessionAnswer>): Promise<ShellSession> {
  for (let failed = 1; ; failed++) {
    try {
      return sessionFromAnswer(await refresh())
    } catch {
      if (decideSessionInitFailure(failed).kind === 'logged-out') return { ...GUEST_SESSION, source: 'failed' }
    }
  }
}
