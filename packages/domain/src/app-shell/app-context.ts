// Native app detection (platform §3 App context, §7): the app flag, version and platform arrive as
// URL or cookie parameters named like the mobile-app query parameters.

/** Platform §3 App context. */
export type AppContext = {
  version: string | null
  /** Platform §3: default ios. */
  platform: string
  deviceUid: string | null
  tab: string | null
}

export const DEFAULT_APP_PLATFORM = 'ios'

/** The parameter names read from the URL query or cookies (platform §7). */
export const APP_CONTEXT_PARAMS = {
  flag: 'isMobileApp',
  version: 'mobileAppVersion',
  platform: 'mobileAppPlatform',
  deviceUid: 'deviceUid',
  tab: 'tab',
} as const

type Params = Readonly<Record<string, string | undefined>>

function isOn(value: string | undefined): boolean {
  return value !== undefined && ['true', '1', 'yes'].includes(value.trim().toLowerCase())
}

function firstFilled(...values: ReadonlyArray<string | undefined>): string | null {
  for (const v of values) if (v !== undefined && v.trim() !== '') return v.trim()
  return null
}

/**
 * The app context, or null outside the native app (platform §7). The URL wins over cookies, so an app
 * link can switch the flag on; the platform defaults to ios, lower-cased.
 */
export function detectAppContext(query: Params, cookies: Params): AppContext | null {
  const flag = query[APP_CONTEXT_PARAMS.flag] ?? cookies[APP_CONTEXT_PARAMS.flag]
  if (!isOn(flag)) return null
  const read = (name: string) => firstFilled(query[name], cookies[name])
  return {
    version: read(APP_CONTEXT_PARAMS.version),
    platform: (read(APP_CONTEXT_PARAMS.platform) ?? DEFAULT_APP_PLATFORM).toLowerCase(),
    deviceUid: read(APP_CONTEXT_PARAMS.deviceUid),
    tab: read(APP_CONTEXT_PARAMS.tab),
  }
}

/** Platform §7: isMobileApp, mobileAppVersion, mobileAppPlatform as the detection reads them. */
export function appDetectionFlags(context: AppContext | null): {
  isMobileApp: boolean
  mobileAppVersion: string | null
  mobileAppPlatform: string | null
} {
  return {
    isMobileApp: context !== null,
    mobileAppVersion: context?.version ?? null,
    mobileAppPlatform: context?.platform ?? null,
  }
}
