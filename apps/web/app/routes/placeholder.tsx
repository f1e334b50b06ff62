import { lazy, Suspense } from 'react'
import { useLoaderData } from 'react-router'
import { loginOpensOverlay } from '@ironhouse/domain'
import { useLoginOverlay } from '../features/events/use-login-overlay.ts'
import { PlaceholderPage } from '../features/shell/placeholder-page.tsx'
import { guardEntry, notFound, pageContext } from '../platform/page.server.ts'
import type { Route } from './+types/placeholder'

/** The sign-in overlay of the invitational and named-event pages (shell §2 Events), fetched when it opens. */
const LoginOverlay = lazy(() => import('../features/events/login-overlay.tsx'))

export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const { entry, ref } = page
  if (!entry?.title) notFound()
  return { title: entry.title, purpose: entry.purpose ?? '', prefix: ref.prefix, loginOverlay: loginOpensOverlay(ref.restPath) }
}

export default function Placeholder() {
  const { title, purpose, prefix, loginOverlay } = useLoaderData<typeof loader>()
  const login = useLoginOverlay(loginOverlay)
  return (
    <>
      <PlaceholderPage title={title} purpose={purpose} prefix={prefix} />
      {login.open ? (
        <Suspense fallback={null}>
          <LoginOverlay prefix={prefix} onClose={login.close} />
        </Suspense>
      ) : null}
    </>
  )
}
