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

/** A layout shift as Chromium reports it: its score, when (ms after the page's start) and what moved. */
export type LayoutShift = { value: number; at: number; sources: Array<string> }

/**
 * The layout shifts Chromium reports for the page (the Layout Instability API), from its start; each
 * source reads "tag.class viewport-y-before->after".
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<Array<LayoutShift>>> {
  await page.addInitScript(() => {
    const seen: Array<{ value: number; at: number; sources: Array<string> }> = []
    ;(window as unknown as { layoutShifts: typeof seen }).layoutShifts = seen
    type Entry = PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<Entry>) {
        const sources = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}${node.classList.length > 0 ? `.${[...node.classList].join('.')}` : ''}` : (node?.nodeName ?? '?')
          return `${name} ${Math.round(previousRect.y)}->${Math.round(currentRect.y)}`
        })
        seen.push({ value: entry.value, at: Math.round(entry.startTime), sources })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { layoutShifts: Array<LayoutShift> }).layoutShifts)
}
