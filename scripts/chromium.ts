// Finds Debian's Chromium for the browser tests, installing it with apt-get when running as root.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Where Debian installs Chromium (CHROMIUM_PATH to use another). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Launch flags for Debian's Chromium on these machines: headless, as root, and no calls home (the
 * network is closed, so background services would only fail). Browser tests and Lighthouse share them. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function ensureChromium(): { ok: true; path: string } | { ok: false; message: string } {
  if (existsSync(CHROMIUM_PATH)) return { ok: true, path: CHROMIUM_PATH }
  if (process.getuid?.() !== 0) {
    return {
      ok: false,
      message: `Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    }
  }
  console.log('Chromium is missing: installing it with apt-get (about 30 s)…')
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit' })
  if (install.status !== 0) {
    // the package lists may be stale on a fresh machine
    execFileSync('apt-get', ['update'], { stdio: 'inherit' })
    const retry = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit' })
    if (retry.status !== 0) return { ok: false, message: 'apt-get install chromium failed: see the output above.' }
  }
  return existsSync(CHROMIUM_PATH) ? { ok: true, path: CHROMIUM_PATH } : { ok: false, message: `Chromium still missing at ${CHROMIUM_PATH}` }
}
