// Debian's Chromium driven by playwright-core (test tools cannot download their own browser here).
import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/** axe-core violations a user would be hurt by: impact serious or critical. */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }))
}

/** Waits until React has hydrated the page (its <main> carries React's props), so clicks reach the handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactProps$'))
  })
}

/** The layout shifts Chromium reports for the page (the Layout Instability API), from its start. */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<Array<number>>> {
  await page.addInitScript(() => {
    const seen: number[] = []
    ;(window as unknown as { layoutShifts: number[] }).layoutShifts = seen
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push((entry as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)
}
