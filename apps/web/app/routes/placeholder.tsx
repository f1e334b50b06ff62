import { lazy, Suspense } from 'react'
import { useLoaderData } from 'react-router'
import { DEFAULT_INVITATIONAL_YEAR, loginOpensOverlay } from '@ironhouse/domain'
import { useLoginOverlay } from '../features/events/use-login-overlay.ts'
import { PlaceholderPage } from '../features/shell/placeholder-page.tsx'
import { guardEntry, notFound, pageContext, serverFlagValue } from '../platform/page.server.ts'
import type { Route } from './+types/placeholder'

/** The sign-in overlay of the invitational and named-event pages (shell §2 Events), fetched when it opens. */
const LoginOverlay = lazy(() => import('../features/events/login-overlay.tsx'))

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const { entry, ref } = page
  if (!entry?.title) notFound()
  const invitational = entry.key.startsWith('invitational') ? invitationalScreen(await serverFlagValue(page, 'invitational_year').catch(() => undefined)) : undefined
  const screen = invitational ?? { title: entry.title, purpose: entry.purpose ?? '' }
  return { ...screen, prefix: ref.prefix, loginOverlay: loginOpensOverlay(ref.restPath) }
}

/**
 * The invitational pages name the year the flag invitational_year gives (shell §6, §9: default 2025;
 * a value that is not a year reads as the default).
 */
function invitationalScreen(flag: unknown): { title: string; purpose: string } {
  const value = typeof flag === 'string' && /^\d{4}$/.test(flag.trim()) ? Number(flag) : flag
  const year = typeof value === 'number' && Number.isInteger(value) && value >= 1000 && value <= 9999 ? value : DEFAULT_INVITATIONAL_YEAR
  return { title: `The ${year} Invitational`, purpose: `The invitational competition, ${year}.` }
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
