import { pageUrl } from './platform/page-url.ts'
import type { ReactNode } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { customerMenuReady } from './features/shell/account-menu.tsx'
import { errorView, notFoundView } from './features/shell/message-views.ts'
import { consentFor, hasGpcHeader } from './features/consent/consent.ts'
import { ConsentProvider } from './features/consent/consent-context.tsx'
import { Shell } from './features/shell/shell.tsx'
import { createApiClient, readLoadContext } from './platform/api.server.ts'
import { FlagsProvider } from './platform/flags.ts'
import { publicOriginsOf } from './platform/origins.server.ts'
import { NavigationCountProvider } from './platform/navigation-count.ts'
import { SessionProvider } from './platform/session-context.tsx'
import { evaluateFlags, targetsShopper } from './platform/growthbook.ts'
import type { RootData } from './platform/root-data.ts'
import { loadShellData } from './platform/shell.server.ts'
import { siteFromPath } from './platform/site.ts'
import { useRootData } from './platform/use-root-data.ts'
import { isPersonalRestPath } from './routes/route-entry.ts'
import { readCookie } from './platform/cookies.ts'
import { christmasShippingNotice, HIGH_CONTRAST_COOKIE, isHighContrast } from '@ironhouse/domain'
import appCss from './styles/app.css?url'
import pagesCss from './styles/pages.css?url'
import accountCss from './styles/account.css?url'
import listsCss from './styles/lists.css?url'
import type { Route } from './+types/root'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'stylesheet', href: pagesCss },
  { rel: 'stylesheet', href: accountCss },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'stylesheet', href: listsCss },
  { rel: 'icon', href: 'data:,' },
]

/** The flag of the header's Christmas shipping banner (shell §6). */
const CHRISTMAS_FLAG = 'show_christmas_shipping_banner'

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const url = pageUrl(request)
  const ref = siteFromPath(url.pathname)
  const loadContext = readLoadContext(context)
  const api = createApiClient({ context: loadContext, request, site: ref })
  const origins = publicOriginsOf(loadContext)
  // a request without cookies has no session: its page is a guest's (and may be cached as one); a page
  // rendered for a class of shoppers (decision 006) carries their customer group and no one's session
  const shopperClass = loadContext?.shopperClass
  const shell = await loadShellData(api, ref, { hasCookie: request.headers.has('cookie'), classGroupId: shopperClass?.groupId })
  // pages about the shopper themself, and flag rules that pick out a shopper (id, email, an experiment
  // bucketed by them), make the page theirs: it is rendered again for them alone
  if (shopperClass && (isPersonalRestPath(ref.restPath) || targetsShopper(shell.flagsPayload))) shopperClass.markPersonal()
  const { session } = shell
  // a signed-in shopper's header holds their dropdown, whose code the server loads before the render
  if (session.loggedIn) await customerMenuReady()
  const flagAttributes = {
    store: ref.storeId,
    site: ref.code,
    id: session.customerId,
    email: session.email,
    loggedIn: session.loggedIn,
    group: session.groupId,
  }
  const flags = evaluateFlags(shell.flagsPayload, { ...flagAttributes, route: url.pathname, query: url.search }, origins[ref.code])
  // platform §6: the consent of this request (saved choice, site settings, GPC), so the first page respects it
  const consent = consentFor(shell.site, request.headers.get('cookie'), hasGpcHeader(request))
  // shell §9: the high-contrast scheme is on <html> from the first paint (the cookie is part of the page
  // cache's shopper class, decision 006)
  const highContrast = isHighContrast(readCookie(request.headers.get('cookie'), HIGH_CONTRAST_COOKIE))
  // shell §6: the Christmas banner's notice, sent when its flag may be on for this page or after a navigation
  const christmas = shell.flagsPayload.features[CHRISTMAS_FLAG]
  const christmasNotice = christmas && (christmas.defaultValue || christmas.rules?.length) ? christmasShippingNotice(new Date()) : undefined
  return {
    ...shell,
    flags,
    flagAttributes,
    origins,
    prefix: ref.prefix,
    year: new Date().getFullYear(),
    consent,
    release: loadContext?.release ?? null,
    highContrast,
    christmasNotice,
  }
}

/**
 * Shell data only changes with the site, after an action, or when the page asks for it (a revalidation
 * after signing in or out, where the URL stays); flags re-evaluate in the browser.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate
  return siteFromPath(currentUrl.pathname).code !== siteFromPath(nextUrl.pathname).code
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData()
  const lang = data.site.locales[0] ?? 'en-US'
  return (
    <html lang={lang} className={data.highContrast ? 'high-contrast' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <FlagsProvider payload={data.flagsPayload} serverFlags={data.flags} attributes={data.flagAttributes}>
          <NavigationCountProvider>
            <SessionProvider initial={data.session} site={siteFromPath(data.prefix || '/')} release={data.release} base={data.origins[data.site.code]} hostname={data.site.hostname}>
              <ConsentProvider initial={data.consent} site={data.site}>
                <Shell data={data}>{children}</Shell>
              </ConsentProvider>
            </SessionProvider>
          </NavigationCountProvider>
        </FlagsProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation()
  const { prefix } = siteFromPath(pathname)
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status === 404) return <notFoundView.View prefix={prefix} />
  if (!isRouteErrorResponse(error)) console.error(error)
  return <errorView.View prefix={prefix} status={status} />
}
