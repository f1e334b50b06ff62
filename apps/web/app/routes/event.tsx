import { lazy, Suspense, useState } from 'react'
import { useLoaderData } from 'react-router'
import { EventResponse, type EventDetails } from '@ironhouse/contracts'
import { DEFAULT_INVITATIONAL_YEAR, loginOpensOverlay } from '@ironhouse/domain'
import { EventSummary } from '../features/events/event-view.tsx'
import { RegistrationPanel } from '../features/events/registration-panel.tsx'
import { useLoginOverlay } from '../features/events/use-login-overlay.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { useSession } from '../platform/session-context.tsx'
import { guardEntry, notFound, pageContext, serverFlagValue, type PageContext } from '../platform/page.server.ts'
import eventsCss from '../styles/events.css?url'
import type { Route } from './+types/event'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: eventsCss }]

/** The sign-in overlay of the invitational and named-event pages (shell §2 Events), fetched when it opens. */
const LoginOverlay = lazy(() => import('../features/events/login-overlay.tsx'))

/**
 * The invitational year the flag invitational_year gives (shell §6, §9: default 2025; a value that is
 * not a year reads as the default).
 */
export function invitationalYear(flag: unknown): number {
  const value = typeof flag === 'string' && /^\d{4}$/.test(flag.trim()) ? Number(flag) : flag
  return typeof value === 'number' && Number.isInteger(value) && value >= 1000 && value <= 9999 ? value : DEFAULT_INVITATIONAL_YEAR
}

/** GET /svc_event/events/{id}: the event, or null when there is none (404). */
async function loadEvent(page: PageContext, id: string): Promise<EventDetails | null> {
  const response = await page.api.raw(`/svc_event/events/${encodeURIComponent(id)}`, { method: 'GET' })
  if (response.status === 404 || response.status === 400) return null
  if (!response.ok) throw new Response('The event could not be loaded', { status: 503 })
  return EventResponse.parse(await response.json()).event
}

/**
 * The invitational (/invitational and deeper paths: the event of the invitational_year flag's year)
 * and a named event (/events/{name}/{year} and deeper paths; an unknown one is the 404 page). Deeper
 * paths show the event's page (their own sections are not in the spec). The page is the same for
 * every shopper: registration is filled in by the browser (RegistrationPanel).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const { entry, ref } = page
  const loginOverlay = loginOpensOverlay(ref.restPath)
  if (entry?.key.startsWith('invitational')) {
    const year = invitationalYear(await serverFlagValue(page, 'invitational_year').catch(() => undefined))
    const event = await loadEvent(page, `invitational-${year}`)
    return { title: event?.name ?? `The ${year} Invitational`, year, event, prefix: ref.prefix, loginOverlay }
  }
  const name = (args.params.name ?? '').toLowerCase()
  const year = args.params.year ?? ''
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name) || !/^\d{4}$/.test(year)) notFound()
  const event = await loadEvent(page, `${name}-${year}`)
  if (!event) notFound()
  return { title: event.name, year: Number(year), event, prefix: ref.prefix, loginOverlay }
}

export default function EventPage() {
  const { title, year, event, prefix, loginOverlay } = useLoaderData<typeof loader>()
  const login = useLoginOverlay(loginOverlay)
  const { loggedIn, customerId } = useSession()
  const [asked, setAsked] = useState(false)
  const overlayOpen = (login.open || asked) && !loggedIn
  return (
    <div className="page event-page">
      <PageMeta title={title} description={event?.description || `The ${year} Invitational`} indexable />
      <h1>{title}</h1>
      {event ? (
        <>
          <EventSummary event={event} />
          {/* keyed by the customer: another sign-in starts from that customer's own profile */}
          <RegistrationPanel key={loggedIn ? customerId : 'guest'} event={event} onLogIn={() => setAsked(true)} />
        </>
      ) : (
        <p>The details of the {year} Invitational are not out yet. Check back soon.</p>
      )}
      {overlayOpen ? (
        <Suspense fallback={null}>
          <LoginOverlay
            prefix={prefix}
            onClose={() => {
              login.close()
              setAsked(false)
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
