// The browser's session store (shell §4): the session of the page (seeded by the server render of a
// request with a cookie, else a guest), the one API client of the page, and the upkeep of the session
// (extension 45 s before expiry, initialisation, a full reload after 1 day). The header and the pages
// read it with useSession().
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { useBlocker, useNavigate, useRevalidator } from 'react-router'
import { BACKGROUND_TICK_MS, logoutDestination, shouldFullReloadOnNavigation } from '@ironhouse/domain'
import type { Release } from '@ironhouse/domain'
import { createBrowserApiClient } from './api-client.ts'
import type { BrowserApiClient, CaptchaSource, SessionAnswer } from './api-client.ts'
import type { ApiSite } from './api-path.ts'
import { sendAppMessage } from './app-bridge.ts'
import { isOn, useFlag } from './flags.ts'
import { useCompletedNavigations } from './navigation-count.ts'
import { initSession, scheduleSessionExtension } from './session-keeper.ts'
import { GUEST_SESSION, sessionFromAnswer, sessionWithCustomer } from './session.ts'
import type { ShellSession } from './session.ts'
import { sitePath } from './site.ts'

export const LOGOUT_PATH = '/svc_session/session/logout'
const CUSTOMER_PATH = '/svc_customer/customer'
/** The tabs of one browser tell each other of a sign-in or sign-out on this channel. */
const SESSION_CHANNEL = 'ironhouse-session'

export type SessionStore = {
  session: ShellSession
  /** The page's API client: every browser call goes through it. */
  api: BrowserApiClient
  /** After a sign-in or registration answer `{ customer }`: the customer is signed in, exp is read again. */
  signedIn(customer: unknown): Promise<void>
  /** POST /svc_session/session/logout, then a guest; from an account path back to the home page (shell §2, §4). */
  logOut(): Promise<void>
}

const SessionContext = createContext<SessionStore | null>(null)

/** A session answer merged into the current session: the answer's customer when it has one, else the one we know. */

/**
 * The proof-of-work captcha (captcha.ts) behind a source whose solver is fetched on the first form
 * that asks for a token, not with every page (issue 13).
 */
function lazyCaptchaSource(enabled: () => boolean, fetchChallenge: (action: string) => Promise<unknown>): CaptchaSource {
  let loaded: Promise<CaptchaSource> | null = null
  const load = () => {
    loaded ??= import('./captcha.ts').then((module) => module.proofOfWorkCaptchaSource(enabled, fetchChallenge))
    // a failed fetch of the module is tried again by the next form
    loaded.catch(() => {
      loaded = null
    })
    return loaded
  }
  return {
    enabled,
    prepare(action) {
      void load().then(
        (source) => source.prepare?.(action),
        () => undefined,
      )
    },
    async token(action) {
      return (await load()).token(action)
    },
  }
}
export function mergeSessionAnswer(current: ShellSession, answer: SessionAnswer): ShellSession {
  const next = sessionFromAnswer(answer)
  if (!next.loggedIn || next.customerId !== '' || !current.loggedIn) return next
  const { customerId, email, firstname, lastname } = current
  return { ...next, customerId, email, firstname, lastname }
}

type SessionProviderProps = {
  initial: ShellSession
  site: ApiSite
  release?: Release | null
  base?: string | undefined
  /** The site record's host (the background refresh's promo banner reads its links as the server does). */
  hostname?: string | undefined
  children: ReactNode
}

export function SessionProvider({ initial, site, release = null, base, hostname, children }: SessionProviderProps) {
  const [session, setSession] = useState(initial)
  // a new server read (revalidation after a sign-in or sign-out) replaces the browser's copy
  const [seed, setSeed] = useState(initial)
  if (seed !== initial) {
    setSeed(initial)
    setSession(initial)
  }
  const captchaOn = isOn(useFlag('recaptcha_enterprise', false))
  const api = useMemo(
    () => createBrowserApiClient({ site, onSession: (answer) => setSession((current) => mergeSessionAnswer(current, answer)) }),
    // one client per site
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [site.code],
  )
  useEffect(() => {
    // forms asked for their tokens in their own effects, which ran first: the client keeps those asks
    api.setCaptcha(lazyCaptchaSource(() => captchaOn, (action) => api.get('/svc_session/captcha', { query: { action } })))
  }, [api, captchaOn])
  const { revalidate } = useRevalidator()
  const navigate = useNavigate()

  // Signing in or out in one tab is seen by the shopper's other tabs: told at once (a broadcast from
  // the tab that did it) or when shown again, a tab reads the session anew, and when the shopper is no
  // longer who the page was rendered for (signed in or out, another customer group), the page's data is
  // read again, so its header and prices are the ones the cart charges (issue 13).
  const known = useRef(session)
  useEffect(() => {
    known.current = session
  }, [session])
  // made in the browser only (an effect): a channel is never opened by the server's render
  const channel = useRef<BroadcastChannel | null>(null)
  useEffect(() => {
    const recheck = () => {
      const before = known.current
      void api.refreshSession().then(
        (answer) => {
          const now = sessionFromAnswer(answer)
          if (now.loggedIn !== before.loggedIn || now.groupId !== before.groupId) void revalidate()
        },
        () => undefined,
      )
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') recheck()
    }
    const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL)
    channel.current = tabs
    document.addEventListener('visibilitychange', onVisible)
    tabs?.addEventListener('message', recheck)
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      tabs?.close()
      channel.current = null
    }
  }, [api, revalidate])

  // shell §2, §4: the server ends the session; from an account path the shopper returns to the site's
  // home, elsewhere the page stays and its data is read again as a guest's
  const logOut = useCallback(async () => {
    try {
      await api.post(LOGOUT_PATH)
    } catch (error) {
      console.warn('logout call failed; the shopper is logged out in this page', error)
    }
    setSession({ ...GUEST_SESSION, source: 'answer' })
    channel.current?.postMessage('signed-out')
    // shell §4: cached data cleared, logout tracked (logged-out.ts, loaded here only)
    void import('./logged-out.ts').then((loggedOut) => loggedOut.afterLogout())
    const destination = logoutDestination(window.location.pathname)
    if (destination) await navigate(sitePath(site.prefix, destination), { replace: true })
    else await revalidate()
  }, [api, navigate, revalidate, site.prefix])

  const signedIn = useCallback(
    async (customer: unknown) => {
      setSession((current) => sessionWithCustomer(current, customer))
      await api.refreshSession().catch((error: unknown) => console.warn('session read after sign-in failed', error))
      channel.current?.postMessage('signed-in')
    },
    [api],
  )

  // shell §4, §8: a session the server could not read is initialised here (two tries, then logged out);
  // decision 006: a page rendered for a class of shoppers carries no one's session, so the browser
  // reads the shopper's own (and, signed in, who they are) after load
  useEffect(() => {
    if (initial.source !== 'failed' && initial.source !== 'class') return
    let cancelled = false
    void initSession(api.refreshSession).then(async (next) => {
      if (cancelled) return
      setSession(next)
      if (!next.loggedIn || initial.source !== 'class') return
      const customer = await api.get<{ customer?: unknown }>(CUSTOMER_PATH).catch((error: unknown) => {
        console.warn('customer read after load failed', error)
        return undefined
      })
      if (!cancelled && customer?.customer) setSession((current) => (current.loggedIn ? sessionWithCustomer(current, customer.customer) : current))
    })
    return () => {
      cancelled = true
    }
  }, [initial, api])

  // shell §4: extension 45 s before exp; a failure notifies the app (webview_error) and logs out
  const { loggedIn, exp } = session
  useEffect(
    () =>
      scheduleSessionExtension(
        { ...GUEST_SESSION, loggedIn, exp },
        {
          refresh: api.refreshSession,
          onFailed: () => {
            sendAppMessage('webview_error')
            void logOut()
          },
        },
      ),
    [loggedIn, exp, api, logOut],
  )

  const value = useMemo(() => ({ session, api, signedIn, logOut }), [session, api, signedIn, logOut])
  return (
    <SessionContext.Provider value={value}>
      <FullReloadOnNavigation api={api} release={release} base={base} hostname={hostname} />
      {children}
    </SessionContext.Provider>
  )
}

/** The session store of the page. */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext)
  if (!store) throw new Error('useSessionStore outside SessionProvider')
  return store
}

/** The session store when the page has one (parts that also render alone, in tests or previews). */
export function useOptionalSessionStore(): SessionStore | null {
  return useContext(SessionContext)
}

/** The shopper's session (header, pages). */
export function useSession(): ShellSession {
  return useSessionStore().session
}

/**
 * Platform §2: a browsing session older than 1 day, or a new release found by the heartbeat (shell §4),
 * makes the next navigation a full page load (new code, fresh session). The in-app navigation is
 * stopped and the browser loads the URL instead. The background refresh that runs the heartbeat
 * (background.browser.ts) is fetched at its first tick, 60 s after the page started, never with the page.
 */
function FullReloadOnNavigation({ api, release, base, hostname }: { api: BrowserApiClient; release: Release | null; base: string | undefined; hostname: string | undefined }) {
  const [startedAt] = useState(() => Date.now())
  const newRelease = useRef(false)
  const completedNavigations = useCompletedNavigations()
  const blocker = useBlocker(() =>
    shouldFullReloadOnNavigation({ sessionStartedAt: startedAt, now: Date.now(), completedNavigations, newReleaseDetected: newRelease.current }),
  )
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    const { pathname, search, hash } = blocker.location
    window.location.assign(`${pathname}${search}${hash}`)
  }, [blocker])
  const hash = release?.hash
  useEffect(() => {
    // the stop function once started; true once this effect is cleaned up
    let stop: (() => void) | boolean = false
    // the first tick fetches the module: nothing of it arrives with the page
    const first = setTimeout(
      () =>
        void import('./background.browser.ts').then((background) => {
          if (!stop) stop = background.startBackground({ release, api, base, hostname, onNewRelease: () => (newRelease.current = true) })
        }),
      BACKGROUND_TICK_MS,
    )
    return () => {
      clearTimeout(first)
      if (typeof stop === 'function') stop()
      stop = true
    }
    // one background per page and release
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, hash])
  return null
}
