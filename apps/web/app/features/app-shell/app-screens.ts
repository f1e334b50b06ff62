// The app shell's screens (shell §2 /rg-app/…, commerce §2 app dashboard; docs/app-shell.md): what the
// dashboard's banners say and open, the rapidfire screen's query, a program's workouts. Pure: the loaders
// and the screens share them, the unit tests read them.
import type { AppDashboardBanner } from '@ironhouse/domain'
import { PUSH_TYPES, type PushType } from '@ironhouse/contracts'

export const APP_SCREEN_KEYS = [
  'exclusive',
  'preloader',
  'featured',
  'orders',
  'tracking',
  'account-orders',
  'account-notifications',
  'account-workouts',
  'account-notifications-preferences',
  'account-notifications-rapidfire',
] as const
export type AppScreen = (typeof APP_SCREEN_KEYS)[number]

/** The screen of a route-table key ('rg-app-account-orders' → 'account-orders'), or null. */
export function appScreenOf(entryKey: string | undefined): AppScreen | null {
  const rest = (entryKey ?? '').replace(/^rg-app-/, '').replace(/-productId$/, '')
  return (APP_SCREEN_KEYS as ReadonlyArray<string>).includes(rest) ? (rest as AppScreen) : null
}

/** The app's own screens are reached from its tab bar: the one shown after the preloader is featured. */
export const APP_HOME_PATH = '/rg-app/featured'

export type BannerCard = { key: AppDashboardBanner; title: string; text: string; href: string }

/**
 * Commerce §2 dashboard banners, each with where it leads (the landing destinations of commerce §2's
 * table). The timer remote is a screen of the native app itself: its banner asks the app to open it
 * (the bridge's linkclick with this URL), and outside the app says so.
 */
export const TIMER_REMOTE_APP_URL = 'ironhouse-app://timer-remote'
const BANNERS: Readonly<Record<AppDashboardBanner, Omit<BannerCard, 'key'>>> = {
  'timer-remote': { title: 'Timer Remote', text: 'Start, pause and reset your gym timer from your phone.', href: TIMER_REMOTE_APP_URL },
  'the-index': { title: 'The Index', text: 'Stories, training and the people behind the iron.', href: '/theindex' },
  events: { title: 'Events', text: 'Competitions and meets we host and sponsor.', href: '/theindex/events' },
  gyms: { title: 'Gyms', text: 'Find a gym equipped with Ironhouse gear near you.', href: '/ironhouse-equipped-gyms' },
  programming: { title: 'Your Programming', text: 'Your programs and this week’s workouts.', href: '/rg-app/account/workouts' },
  deals: { title: 'Deals', text: 'Everything on a deal right now.', href: '/deals' },
  'new-gear': { title: 'New Gear', text: 'The latest bars, racks and apparel.', href: '/new-gear' },
  '3-ships-free': { title: '3 Ships Free', text: 'Products that ship free, three at a time.', href: '/3-ships-free' },
}

export function bannerCards(banners: ReadonlyArray<AppDashboardBanner>): Array<BannerCard> {
  return banners.map((key) => ({ key, ...BANNERS[key] }))
}

/**
 * The rapidfire screen's query (shell §2 "query types and model"): `types` names the notification types
 * to show (comma-separated PushType names; unknown names are dropped, none left means all), `model` how
 * they come: `unread` (the default: what is new, one after another, then marked read together) or `all`
 * (the latest of those types, read or not).
 */
export const RAPIDFIRE_MODELS = ['unread', 'all'] as const
export type RapidfireModel = (typeof RAPIDFIRE_MODELS)[number]
export function rapidfireQuery(params: URLSearchParams): { types: Array<PushType>; model: RapidfireModel } {
  const asked = (params.get('types') ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase().replace(/-/g, '_'))
    .filter((t): t is PushType => (PUSH_TYPES as ReadonlyArray<string>).includes(t))
  const model = params.get('model')?.trim().toLowerCase()
  return { types: [...new Set(asked)], model: model === 'all' ? 'all' : 'unread' }
}

export type Workout = { week: number; day: number; label: string }
export type WorkoutPlan = { weeks: number; daysPerWeek: number; currentWeek: number | null; thisWeek: Array<Workout>; finished: boolean }

const DAY_MS = 86_400_000

/**
 * A program's workouts as the app lists them: weeks × days a week from its length, the week the
 * customer is in (counted from the day they got it, week 1 the first seven days), that week's workouts;
 * finished after the last week. A program without a length has no plan (null).
 */
export function workoutPlan(program: { durationWeeks: number | null; daysPerWeek: number | null; grantedAt: string }, now: Date): WorkoutPlan | null {
  const weeks = program.durationWeeks
  const days = program.daysPerWeek
  if (!weeks || !days || weeks < 1 || days < 1) return null
  const started = Date.parse(program.grantedAt)
  const elapsed = Number.isFinite(started) ? Math.floor((now.getTime() - started) / DAY_MS) : -1
  const week = elapsed < 0 ? 1 : Math.floor(elapsed / 7) + 1
  const finished = week > weeks
  const currentWeek = finished ? null : week
  const thisWeek = currentWeek === null ? [] : Array.from({ length: Math.min(days, 7) }, (_, i) => ({ week: currentWeek, day: i + 1, label: `Week ${currentWeek}, Day ${i + 1}` }))
  return { weeks, daysPerWeek: days, currentWeek, thisWeek, finished }
}
