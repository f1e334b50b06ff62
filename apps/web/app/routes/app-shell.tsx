import { useLoaderData } from 'react-router'
import { AppFrame, LoginPrompt } from '../features/app-shell/app-frame.tsx'
import { AppOrdersScreen, AppTrackingScreen } from '../features/app-shell/app-orders.tsx'
import { appScreenOf } from '../features/app-shell/app-screens.ts'
import {
  addExclusiveToCart,
  loadAppOrders,
  loadExclusive,
  loadFeatured,
  loadNotifications,
  loadPreferences,
  loadRapidfire,
  loadTracking,
  loadWorkouts,
  notificationAction,
} from '../features/app-shell/app-shell.server.ts'
import appShellCss from '../features/app-shell/app-shell.css?url'
import { ExclusiveOutsideApp, ExclusiveScreen } from '../features/app-shell/exclusive.tsx'
import { FeaturedScreen } from '../features/app-shell/featured.tsx'
import { NotificationsScreen, PreferencesScreen, RapidfireScreen } from '../features/app-shell/notifications.tsx'
import { PreloaderScreen } from '../features/app-shell/preloader.tsx'
import { WorkoutsScreen } from '../features/app-shell/workouts.tsx'
import { guardEntry, notFound, pageContext } from '../platform/page.server.ts'
import { useRootData } from '../platform/use-root-data.ts'
import type { Route } from './+types/app-shell'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: appShellCss }]

/**
 * The native app shell's screens (shell §2 /rg-app/…; docs/app-shell.md), one route module for all of
 * them so the route manifest every page loads names one chunk: featured (the app's home), orders,
 * account/orders, tracking, the notifications inbox, its preferences and rapidfire, workouts, exclusive
 * and the preloader. /rg-app/ is a section rendered per shopper (never kept in the page cache).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const hasCookie = args.request.headers.has('cookie')
  switch (appScreenOf(page.entry?.key)) {
    case 'featured':
      return loadFeatured(page, hasCookie)
    case 'orders':
      return loadAppOrders(page, hasCookie, 'orders')
    case 'account-orders':
      return loadAppOrders(page, hasCookie, 'account-orders')
    case 'tracking':
      return loadTracking(page, hasCookie)
    case 'account-notifications':
      return loadNotifications(page, hasCookie)
    case 'account-notifications-preferences':
      return loadPreferences(page, hasCookie)
    case 'account-notifications-rapidfire':
      return loadRapidfire(page, hasCookie)
    case 'account-workouts':
      return loadWorkouts(page, hasCookie)
    case 'exclusive':
      return loadExclusive(page, args.params.productId)
    case 'preloader':
      return { screen: 'preloader' as const }
    default:
      return notFound()
  }
}

/** The screens' forms: Add to Cart on exclusive, mark-as-read and preferences on the notification screens. */
export async function action(args: Route.ActionArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const screen = appScreenOf(page.entry?.key)
  if (screen === 'exclusive') return addExclusiveToCart(page, args.request, args.params.productId)
  if (screen === 'account-notifications' || screen === 'account-notifications-preferences' || screen === 'account-notifications-rapidfire') {
    return notificationAction(page, await args.request.formData())
  }
  return notFound()
}

const TITLES = {
  featured: 'Featured',
  orders: 'Orders',
  'account-orders': 'My Orders',
  tracking: 'Order Tracking',
  'account-notifications': 'Notifications',
  'account-notifications-preferences': 'Notification Preferences',
  'account-notifications-rapidfire': 'Rapidfire',
  'account-workouts': 'Workouts',
  exclusive: 'App Exclusive',
  preloader: 'Ironhouse',
} as const

/** What a guest is asked to log in for, per screen. */
const LOGIN_FOR: Readonly<Record<string, string>> = {
  orders: 'your orders',
  'account-orders': 'your orders',
  tracking: 'where your orders are',
  'account-notifications': 'your notifications',
  'account-notifications-preferences': 'your notification preferences',
  'account-notifications-rapidfire': 'your notifications',
  'account-workouts': 'your programs and workouts',
}

export default function AppShell() {
  const data = useLoaderData<typeof loader>()
  const { site, prefix } = useRootData()
  if (data.screen === 'preloader') return <PreloaderScreen prefix={prefix} />
  const current = `/rg-app/${data.screen.replace(/^account-/, 'account/').replace(/-(preferences|rapidfire)$/, '/$1')}`
  const frame = (body: React.ReactNode) => (
    <AppFrame title={TITLES[data.screen]} prefix={prefix} current={current}>
      {body}
    </AppFrame>
  )
  if ('signedIn' in data && !data.signedIn) return frame(<LoginPrompt loginHref={data.loginHref} what={LOGIN_FOR[data.screen] ?? 'this'} />)
  switch (data.screen) {
    case 'featured':
      return frame(<FeaturedScreen prefix={prefix} firstName={data.firstName} banners={data.banners} fiveForFive={data.fiveForFive} products={data.products} pricing={data.pricing} />)
    case 'orders':
    case 'account-orders':
      return frame('orders' in data ? <AppOrdersScreen orders={data.orders} count={data.count} page={data.page} totalPages={data.totalPages} siteCode={site.code} prefix={prefix} /> : null)
    case 'tracking':
      return frame('shipped' in data ? <AppTrackingScreen shipped={data.shipped} open={data.open} siteCode={site.code} prefix={prefix} /> : null)
    case 'account-notifications':
      return frame('notifications' in data ? <NotificationsScreen notifications={data.notifications} unread={data.unread} prefix={prefix} /> : null)
    case 'account-notifications-preferences':
      return frame('preferences' in data ? <PreferencesScreen preferences={data.preferences} prefix={prefix} /> : null)
    case 'account-notifications-rapidfire':
      return frame('notifications' in data ? <RapidfireScreen notifications={data.notifications} types={data.types} model={data.model} prefix={prefix} /> : null)
    case 'account-workouts':
      return frame('programs' in data ? <WorkoutsScreen programs={data.programs} prefix={prefix} /> : null)
    case 'exclusive':
      return frame(data.inApp ? <ExclusiveScreen product={data.product} pricing={data.pricing} productHref={data.productHref} /> : <ExclusiveOutsideApp name={data.name} productHref={data.productHref} />)
  }
}
