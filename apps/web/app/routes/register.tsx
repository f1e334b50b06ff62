import { Link, useLoaderData } from 'react-router'
import { ACCOUNT_PATHS, RegisterForm } from '../features/account/auth-forms.tsx'
import { AuthPage } from '../features/account/auth-page.tsx'
import { safeRedirectPath } from '../features/account/redirect.ts'
import { guardEntry, pageContext } from '../platform/page.server.ts'
import { sitePath } from '../platform/site.ts'
import { useRootData } from '../platform/use-root-data.ts'
import type { Route } from './+types/register'

/** A form the browser sent itself (no script yet) is a POST that changes nothing (no-script-post.ts). */
export { noScriptPost as action } from '../features/account/no-script-post.ts'

/** Registration (shell §7 POST /svc_customer/customer); ?redirect= as on /login. */
export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  return { prefix: page.ref.prefix, redirectTo: safeRedirectPath(page.url.searchParams.get('redirect')) }
}

export default function RegisterRoute() {
  const { prefix, redirectTo } = useLoaderData<typeof loader>()
  const { site } = useRootData()
  return (
    <AuthPage
      title="Create an Account"
      aside={
        <p>
          Already have an account? <Link to={sitePath(prefix, ACCOUNT_PATHS.login)}>Log in</Link>
        </p>
      }
    >
      <RegisterForm redirectTo={redirectTo} prefix={prefix} lists={site.forms.newsletters.email} />
    </AuthPage>
  )
}
