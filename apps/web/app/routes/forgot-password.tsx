import { Link, useLoaderData } from 'react-router'
import { ACCOUNT_PATHS, ForgotPasswordForm } from '../features/account/auth-forms.tsx'
import { AuthPage } from '../features/account/auth-page.tsx'
import { guardEntry, pageContext } from '../platform/page.server.ts'
import { sitePath } from '../platform/site.ts'
import type { Route } from './+types/forgot-password'

/** A form the browser sent itself (no script yet) is a POST that changes nothing (no-script-post.ts). */
export { noScriptPost as action } from '../features/account/no-script-post.ts'

/** Forgot password (shell §7 POST /svc_customer/customer/forgot-password) and /expired-password (shell §2). */
export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  return { prefix: page.ref.prefix, expired: page.entry?.key === 'expired-password' }
}

export default function ForgotPasswordRoute() {
  const { prefix, expired } = useLoaderData<typeof loader>()
  return (
    <AuthPage
      title={expired ? 'Your Password Has Expired' : 'Forgot Your Password?'}
      intro={
        expired ? (
          <p>For your security this password can no longer be used. Enter your email and we will send you a link to choose a new one.</p>
        ) : (
          <p>Enter the email of your account and we will send you a link to choose a new password.</p>
        )
      }
      aside={
        <p>
          <Link to={sitePath(prefix, ACCOUNT_PATHS.login)}>Back to Log In</Link>
        </p>
      }
    >
      <ForgotPasswordForm prefix={prefix} />
    </AuthPage>
  )
}
