// The Index, the store's editorial section (shell §2 routes, §3 Index post/category/tag) as a shopper reads it.
import { describe, expect, inject, it } from 'vitest'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'

const baseURL = inject('baseURL')
const browser = useBrowser()

describe('shell §2 The Index: list → category → post', () => {
  it('shell §2, §3 /theindex shows featured and latest posts; a category chip opens its page; a post shows its sanitised story with links back; no serious axe violation', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const scripts: Array<string> = []
    page.on('dialog', (dialog) => {
      scripts.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(`${baseURL}/theindex`)
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe('The Index')
    const featured = page.getByRole('region', { name: 'Featured' })
    expect(await featured.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['The Making of Iron', 'A Garage Gym in Maine', 'Lifting After Forty', 'The First Ironhouse Bar'])
    expect(await page.getByRole('region', { name: 'Latest stories' }).getByRole('heading', { level: 3 }).count()).toBe(8)
    expect(await seriousA11yViolations(page)).toEqual([])

    // the category navigation: Gear and How To (806, slug gear-how-tos)
    await page.getByRole('navigation', { name: 'The Index categories' }).getByRole('link', { name: 'Gear and How To' }).click()
    await page.waitForURL(/\/theindex\/gear-how-tos$/)
    expect(await page.locator('h1').textContent()).toBe('The Index: Gear and How To')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/theindex\/gear-how-tos$/)
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'How to Clean Your Barbell' }).click()
    await page.waitForURL(/\/theindex\/gear-how-tos\/how-to-clean-your-barbell$/)
    expect(await page.locator('h1').textContent()).toBe('How to Clean Your Barbell')
    expect(await page.title()).toBe('How to Clean Your Barbell | Ironhouse')
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('A nylon brush, a rag and ten minutes.')
    expect(await page.locator('time').first().textContent()).toBe('August 3, 2025')
    const content = page.locator('.index-post__content')
    expect(await content.textContent()).toContain('Brush the knurling along its grain, never across.')
    // the editor's script, handlers and javascript: link never reach the page
    expect(await content.locator('script, [onclick], [onerror], a[href^="javascript:"]').count()).toBe(0)
    expect([scripts, await page.evaluate(() => document.title)]).toEqual([[], 'How to Clean Your Barbell | Ironhouse'])
    expect(await page.getByRole('link', { name: 'Barbells' }).getAttribute('href')).toBe('/theindex/ryourbarbells')
    expect(await seriousA11yViolations(page)).toEqual([])

    // categories link back
    await page.locator('.index-post__footer').getByRole('link', { name: 'Gear and How To' }).click()
    await page.waitForURL(/\/theindex\/gear-how-tos$/)
    await context.close()
  }, 180_000)

  it('shell §3 category 330 with tag 775 reads Journeyman; an unknown category is the 404 page; a post under another segment goes to its own path', async () => {
    const h1Of = async (path: string) => {
      const response = await fetch(`${baseURL}${path}`)
      return [response.status, /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1]]
    }
    expect(await h1Of('/theindex/athletes?tag=journeyman')).toEqual([200, 'The Index: Journeyman'])
    expect(await h1Of('/theindex/athletes')).toEqual([200, 'The Index: Athletes'])
    expect(await h1Of('/theindex/events')).toEqual([200, 'The Index: Events'])
    expect((await h1Of('/theindex/no-such-category'))[0]).toBe(404)
    const moved = await fetch(`${baseURL}/ca/theindex/post/journeyman-on-the-road`, { redirect: 'manual' })
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/ca/theindex/athletes/journeyman-on-the-road'])
  })
})
