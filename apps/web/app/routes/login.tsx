import { Link, useActionData, useLoaderData } from 'react-router'
import { ACCOUNT_PATHS, LoginForm } from '../features/account/auth-forms.tsx'
import { AuthPage } from '../features/account/auth-page.tsx'
import { loginFromForm } from '../features/account/login.server.ts'
import { safeRedirectPath } from '../features/account/redirect.ts'
import { guardEntry, pageContext } from '../platform/page.server.ts'
import { useSession } from '../platform/session-context.tsx'
import { sitePath } from '../platform/site.ts'
import type { Route } from './+types/login'

/**
 * The login form the browser sent itself (no script yet, or none): it signs in on the server and goes
 * on to the redirect, or the page is drawn again with the error and the email kept (login.server.ts).
 */
export function action(args: Route.ActionArgs) {
  const page = pageContext(args)
  guardEntry(page)
  return loginFromForm(page.api, args.request, page.ref.prefix, safeRedirectPath(page.url.searchParams.get('redirect')))
}

/** /login (shell §2): ?redirect= is honoured only as a path of this site. */
export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  return { prefix: page.ref.prefix, redirectTo: safeRedirectPath(page.url.searchParams.get('redirect')) }
}

export default function LoginRoute() {
  const { prefix, redirectTo } = useLoaderData<typeof loader>()
  const posted = useActionData<typeof action>()
  const session = useSession()
  const registerHref = `${sitePath(prefix, ACCOUNT_PATHS.register)}${redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`
  return (
    <AuthPage
      title="Log In"
      intro={
        session.loggedIn ? (
          <p className="notice">
            You are logged in{session.email ? ` as ${session.email}` : ''}. Logging in with another account replaces this one.
          </p>
        ) : null
      }
      aside={
        <p>
          New to Ironhouse? <Link to={registerHref}>Create an account</Link>
        </p>
      }
    >
      <LoginForm redirectTo={redirectTo} prefix={prefix} posted={posted} />
    </AuthPage>
  )
}
