// The region modal's outcome (shell §4 step 4), apart from region.ts, whose decision every page runs.
import type { GeoResult } from './region.ts'

/** The modal's outcome (shell §4 step 4): confirm saves the detected country and redirects; cancel saves the current one. */
export function regionModalOutcome(
  choice: 'confirm' | 'cancel',
  detected: GeoResult,
  currentCountry: string,
): { saveCountry: string; redirectPath?: string } {
  if (choice === 'cancel') return { saveCountry: currentCountry }
  return { saveCountry: detected.country, redirectPath: detected.path || '/' }
}
