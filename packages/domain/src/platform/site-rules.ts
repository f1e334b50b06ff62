// Small platform rules that read the constants: staff, copyright, page views, reviews locale. The app
// version gates are in app-versions.ts (only the wallet-pay button reads them in the browser).
import {
  APP_PRELOADER_PATH,
  COPYRIGHT_START_YEAR,
  LANDING_CONTENT_CATEGORY_IDS,
  STAFF_EMAIL_DOMAIN,
} from './constants.ts'

/** True when the e-mail belongs to staff: its domain is the company domain (shell §6, platform §6). */
export function isStaffEmail(email: string, domain: string = STAFF_EMAIL_DOMAIN): boolean {
  const at = email.trim().lastIndexOf('@')
  return at > 0 && email.trim().slice(at + 1).toLowerCase() === domain.toLowerCase()
}

/** The footer's copyright years, starting from 2010 (shell §2): '2010–2025'. */
export function copyrightYears(currentYear: number): string {
  return currentYear > COPYRIGHT_START_YEAR ? `${COPYRIGHT_START_YEAR}–${currentYear}` : `${COPYRIGHT_START_YEAR}`
}

/** Page views are tracked after every navigation except the native-app preloader (platform §2), on any site's prefix. */
export function shouldTrackPageView(path: string): boolean {
  return !new RegExp(`^(/[a-z]{2,3})?${APP_PRELOADER_PATH}/*$`).test(path)
}

/** Review provider locale: en-GB for EUR (platform §9); en-US elsewhere (our choice). */
export function reviewProviderLocale(siteCode: string): string {
  return siteCode === 'EUR' || siteCode === 'GBR' ? 'en-GB' : 'en-US'
}

/** True for the special category ids that map to landing content pages (shell §2). */
export function isLandingContentCategory(categoryId: number): boolean {
  return (LANDING_CONTENT_CATEGORY_IDS as ReadonlyArray<number>).includes(categoryId)
}

/** Whether the customer-group cookie value means logged in (shell §4: 0 or absent is logged out). */
export function isLoggedInGroupId(groupId: number | string | null | undefined): boolean {
  if (groupId === null || groupId === undefined || groupId === '') return false
  const n = Number(groupId)
  return Number.isFinite(n) && n !== 0
}
