// The native app's version gates (shell §9, platform §4), apart from site-rules.ts, whose copyright and
// page-view rules every page's shell reads: a module goes whole into a browser chunk.
import { APP_MIN_VERSION } from './constants.ts'

/** Compares dotted app versions numerically ('3.10.0' > '3.3.0'); missing parts count as 0. */
export function compareAppVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0)
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (diff !== 0) return Math.sign(diff)
  }
  return 0
}

/**
 * Whether the native app supports a feature (shell §9, platform §4): share needs 3.2.5, ship-to 3.3.0,
 * Apple Pay a minimum version. Outside the app (no version) the feature is not an app feature: false.
 */
export function appSupportsFeature(feature: keyof typeof APP_MIN_VERSION, appVersion: string | undefined): boolean {
  return appVersion !== undefined && compareAppVersions(appVersion, APP_MIN_VERSION[feature]) >= 0
}
