// The browser of a test file: one Chromium per file, launched before its tests and closed after them.
import { afterAll, beforeAll } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './browser.ts'

/** What a test file asks of its browser: new contexts and pages. */
export type TestBrowser = Pick<Browser, 'newContext' | 'newPage'>

/**
 * The file's Chromium: launched before its tests (before the file's own `beforeAll`, which may open
 * pages with it) and closed after them. Call it once at the top of a test file.
 */
export function useBrowser(): TestBrowser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  const started = (): Browser => {
    if (!browser) throw new Error('the browser is launched in beforeAll: open contexts and pages from a hook or a test')
    return browser
  }
  return {
    newContext: (options) => started().newContext(options),
    newPage: (options) => started().newPage(options),
  }
}
