// Shell and content screens of the shell document (§2 public routes, events) as a shopper meets them.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './browser.ts'

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('shell §2 public routes: /mps-review', () => {
  it('shell §2 /mps-review is the review page whose content the CMS holds ("Review Your Purchase"), on every site, not a page being built', async () => {
    for (const prefix of ['', '/ca', '/eu']) {
      const response = await fetch(`${baseURL}${prefix}/mps-review`)
      const html = await response.text()
      expect([prefix, response.status]).toEqual([prefix, 200])
      expect(html).toMatch(/<h1[^>]*>Review Your Purchase<\/h1>/)
      expect(html).toContain('Tell us how your gear is holding up.')
      expect(html).not.toContain('This part of the store is being built')
    }
  })
})
