// `npm run layout-shifts -- <base URL> [path ...]`: what moves under a shopper on a running store's
// pages, as Chromium's Layout Instability API reports it. Each page is opened at 1280 × 900 and at
// 390 × 844, then scrolled like a reader (300 px every 250 ms) to its end; the line per page gives the
// shifts at load, the sum over the visit (0.1 is "good", 0.25 "poor" for a page's whole visit) and the
// largest shifts with the nodes that moved (viewport y before -> after). Lighthouse measures the load
// alone; this measures what a shopper who reads on sees (lazy sections, pages read in the browser).
// Default paths: home, a category, three product pages, search, /cart and /checkout (no cookies).
import { launchBrowser, recordLayoutShifts } from '../tests/e2e/browser.ts'

const [base, ...given] = process.argv.slice(2)
if (!base || !/^https?:\/\//.test(base)) {
  console.error('usage: npm run layout-shifts -- <base URL, e.g. http://127.0.0.1:3301> [path ...]')
  process.exit(2)
}
const paths = given.length > 0 ? given : ['/', '/weightlifting-bars-plates', '/the-ohio-bar', '/concept-2-rowerg', '/adjustable-bench-30', '/search?q=bar', '/cart', '/checkout']

const browser = await launchBrowser()
try {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width, height }, isMobile: width < 500, hasTouch: width < 500 })
      const page = await context.newPage()
      const recorded = await recordLayoutShifts(page)
      const response = await page.goto(new URL(path, base).href)
      await page.waitForLoadState('networkidle')
      const atLoad = (await recorded()).length
      for (let step = 0; step < 60; step++) {
        const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)
        if (atEnd) break
        await page.evaluate(() => window.scrollBy(0, 300))
        await page.waitForTimeout(250)
      }
      await page.waitForTimeout(1000)
      const shifts = await recorded()
      const sum = shifts.reduce((total, shift) => total + shift.value, 0)
      const largest = [...shifts]
        .sort((a, b) => b.value - a.value)
        .filter((shift) => shift.value >= 0.005)
        .slice(0, 3)
        .map((shift) => `${shift.value.toFixed(3)} at ${shift.at} ms: ${shift.sources.join(', ')}`)
      const landed = new URL(page.url()).pathname
      console.log(
        `${width}×${height} ${path}${landed !== new URL(path, base).pathname ? ` (-> ${landed})` : ''} [${response?.status() ?? '?'}]: sum ${sum.toFixed(3)}, ${shifts.length} shifts (${atLoad} at load)${largest.length > 0 ? `; ${largest.join('; ')}` : ''}`,
      )
      await context.close()
    }
  }
} finally {
  await browser.close()
}
