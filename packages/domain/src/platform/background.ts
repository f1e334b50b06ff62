// The 60-second background tick (shell §4 Background refresh, platform §4) and release comparison
// (shell §4, platform §9).

// BACKGROUND_TICK_MS lives in constants.ts: the page's shell reads it to fetch the background's code
// at the first tick, and this module's rules stay out of the code every page loads.
/** App config reloads every 5th tick; promotions and the heartbeat every 2nd (shell §4). */
export const APP_CONFIG_EVERY_TICKS = 5
export const PROMOTIONS_AND_HEARTBEAT_EVERY_TICKS = 2

export type BackgroundTickTasks = {
  cartProducts: boolean
  appConfig: boolean
  promotions: boolean
  heartbeat: boolean
}

const NO_TASKS: BackgroundTickTasks = { cartProducts: false, appConfig: false, promotions: false, heartbeat: false }

/**
 * What tick number `tick` (1, 2, 3, …) reloads (shell §4): cart products every tick, app config every
 * 5th, promotions and the heartbeat every 2nd. Nothing runs while the tab is hidden or the tick is
 * skipped (the caller decides the skipping states; a paused tick does not advance the count).
 */
export function backgroundTickTasks(tick: number, state: { hidden: boolean; skipped?: boolean }): BackgroundTickTasks {
  if (state.hidden || state.skipped || tick < 1) return NO_TASKS
  const every2 = tick % PROMOTIONS_AND_HEARTBEAT_EVERY_TICKS === 0
  return { cartProducts: true, appConfig: tick % APP_CONFIG_EVERY_TICKS === 0, promotions: every2, heartbeat: every2 }
}

/** A release (shell §3): hash and build date (ISO string or epoch ms). */
export type Release = { hash: string; buildDate: string | number }

export type ReleaseComparison = 'same' | 'older' | 'newer'

function buildTime(release: Release): number {
  return typeof release.buildDate === 'number' ? release.buildDate : Date.parse(release.buildDate)
}

/**
 * Compares the heartbeat's release with the running build (shell §4, platform §9): same hash → same;
 * a build date older than the current build → older (ignored); otherwise newer (preload). An
 * unreadable date on the heartbeat counts as older, so a bad heartbeat never forces a reload.
 */
export function compareRelease(current: Release, heartbeat: Release): ReleaseComparison {
  if (current.hash === heartbeat.hash) return 'same'
  const seen = buildTime(heartbeat)
  if (!Number.isFinite(seen) || seen < buildTime(current)) return 'older'
  return 'newer'
}

/** A newer release found by the heartbeat triggers a preload (shell §4). */
export function shouldPreloadRelease(current: Release, heartbeat: Release): boolean {
  return compareRelease(current, heartbeat) === 'newer'
}
