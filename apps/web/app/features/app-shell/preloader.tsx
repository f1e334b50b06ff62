import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { SESSION_PATH } from '../../platform/api-client.ts'
import { useOptionalSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'
import { APP_HOME_PATH } from './app-screens.ts'

/**
 * The preloader, the app's start screen: reads the session (GET /svc_session/session, which starts or
 * extends it), then replaces itself with featured. No page view is tracked on it (platform §2). Without
 * script, or when the session cannot be read, the link continues.
 */
export function PreloaderScreen({ prefix }: { prefix: string }) {
  const store = useOptionalSessionStore()
  const navigate = useNavigate()
  const [failed, setFailed] = useState(false)
  const home = sitePath(prefix, APP_HOME_PATH)
  useEffect(() => {
    if (!store) return
    let live = true
    store.api.get(SESSION_PATH).then(
      () => {
        if (live) void navigate(home, { replace: true })
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
    // once per start: the store's identity does not change while the screen is shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div className="app-preloader" aria-busy={!failed}>
      <p role="status">{failed ? 'We could not reach the store. Check your connection.' : 'Getting the store ready…'}</p>
      <a href={home}>{failed ? 'Try again' : 'Continue'}</a>
    </div>
  )
}
