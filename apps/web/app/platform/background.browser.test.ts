import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Release } from '@ironhouse/domain'
import { HEARTBEAT_PATH, HOSTMATCH_PATH, reportHost, startBackground } from './background.browser.ts'
import { APP_CONFIG_TICK, CART_PRODUCTS_TICK, PROMOTIONS_TICK } from './background-events.ts'
import { FLAGS_PAYLOAD_PATH } from './flags.ts'

const SITE = { code: 'CAN', storeId: 2, prefix: '/ca' }
const DEALS = { active: true, content: [{ text: 'Plates 20% off', url: '/deals' }] }
const PROMO = { active: true, content: { text: 'Free shipping on 3 Ships Free gear', url: 'https://www.ironhouse.example/3-ships-free' } }
const FLAGS = { features: { show_christmas_shipping_banner: { defaultValue: true } }, dateUpdated: '2026-11-28T10:00:00Z' }

/**
 * An API client whose heartbeat answers `heartbeat`; the reloads of the app config (the flag payload)
 * and of the promotions (the two header blocks) answer `answers`, or fail when it is null.
 */
function apiOf(heartbeat: () => Promise<Release>, answers: Record<string, unknown> | null = { [FLAGS_PAYLOAD_PATH]: FLAGS, '/svc_content/cms/block/deals-slider': DEALS, '/svc_content/cms/block/header-promo-banner': PROMO }) {
  const reads: Array<string> = []
  return {
    reads,
    site: SITE,
    get: <T,>(path: string): Promise<T> => {
      reads.push(path)
      if (path === HEARTBEAT_PATH) return heartbeat() as Promise<T>
      if (answers && path in answers) return Promise.resolve(answers[path] as T)
      return Promise.reject(new Error(`no_response for ${path}`))
    },
    post: <T,>(): Promise<T> => Promise.resolve(undefined as T),
  }
}

const CURRENT: Release = { hash: 'abc123', buildDate: '2026-11-27T10:00:00.000Z' }
const NEWER: Release = { hash: 'def456', buildDate: '2026-11-27T12:00:00.000Z' }
const OLDER: Release = { hash: 'old999', buildDate: '2026-11-26T10:00:00.000Z' }

describe('background refresh (shell §4 Background refresh; platform §2, §9 releases)', () => {
  let stop: () => void = () => undefined
  // the page's window, where the tick's events go
  let page: EventTarget
  beforeEach(() => {
    vi.useFakeTimers()
    page = new EventTarget()
    vi.stubGlobal('window', page)
  })
  afterEach(() => {
    stop()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('shell §4: every tick that runs reloads the cart’s products (the cart hears it), none while the tab is hidden', async () => {
    let hidden = false
    const reloads = vi.fn()
    page.addEventListener(CART_PRODUCTS_TICK, reloads)
    stop = startBackground({ release: CURRENT, api: apiOf(async () => CURRENT), onNewRelease: () => undefined, hidden: () => hidden, offline: () => false })
    // the first tick runs at once (the module is fetched at the page's first tick)
    expect(reloads).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2 * 60_000)
    expect(reloads).toHaveBeenCalledTimes(3)
    hidden = true
    await vi.advanceTimersByTimeAsync(3 * 60_000)
    expect(reloads).toHaveBeenCalledTimes(3)
  })

  it('shell §4: the heartbeat runs every 2nd tick of 60 s, and a newer release is announced once', async () => {
    const heartbeat = vi.fn(async () => NEWER)
    const onNewRelease = vi.fn()
    stop = startBackground({ release: CURRENT, api: apiOf(heartbeat), onNewRelease, hidden: () => false, offline: () => false })
    // tick 1 runs at start: no heartbeat
    await vi.advanceTimersByTimeAsync(0)
    expect(heartbeat).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(60_000 - 1)
    expect(heartbeat).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(heartbeat).toHaveBeenCalledOnce()
    expect(onNewRelease).toHaveBeenCalledWith(NEWER)
    await vi.advanceTimersByTimeAsync(4 * 60_000)
    expect(heartbeat).toHaveBeenCalledOnce()
    expect(onNewRelease).toHaveBeenCalledOnce()
  })

  it('shell §4: every 5th tick reloads the app config (the flag payload) and every 2nd the promotions (deals slider and promo banner), each heard by the page; none while hidden', async () => {
    let hidden = false
    const configs: Array<unknown> = []
    const promotions: Array<unknown> = []
    page.addEventListener(APP_CONFIG_TICK, (e) => configs.push((e as CustomEvent).detail))
    page.addEventListener(PROMOTIONS_TICK, (e) => promotions.push((e as CustomEvent).detail))
    const api = apiOf(async () => CURRENT)
    stop = startBackground({ release: CURRENT, api, hostname: 'www.ironhouse.example', onNewRelease: () => undefined, hidden: () => hidden, offline: () => false })
    // ticks 1 to 4: promotions with ticks 2 and 4, no app config
    await vi.advanceTimersByTimeAsync(3 * 60_000)
    expect(configs).toEqual([])
    expect(promotions).toHaveLength(2)
    // the banner's link on the site's host becomes a path under the site's prefix, as the server shows it
    expect(promotions[0]).toEqual({ deals: [{ text: 'Plates 20% off', url: '/deals' }], promo: { text: 'Free shipping on 3 Ships Free gear', url: '/ca/3-ships-free' } })
    // tick 5: the app config
    await vi.advanceTimersByTimeAsync(60_000)
    expect(configs).toEqual([FLAGS])
    expect(api.reads.filter((path) => path === FLAGS_PAYLOAD_PATH)).toHaveLength(1)
    // hidden ticks do not count: ticks 6 to 10 come once it is shown again
    hidden = true
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect([configs.length, promotions.length]).toEqual([1, 2])
    hidden = false
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect([configs.length, promotions.length]).toEqual([2, 5])
  })

  it('shell §4: a failed reload leaves the page as it is (no event), and an inactive deals block empties the slider', async () => {
    const heard = vi.fn()
    page.addEventListener(APP_CONFIG_TICK, heard)
    page.addEventListener(PROMOTIONS_TICK, heard)
    stop = startBackground({ release: CURRENT, api: apiOf(async () => CURRENT, null), onNewRelease: () => undefined, hidden: () => false, offline: () => false })
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(heard).not.toHaveBeenCalled()
    stop()
    const promotions: Array<unknown> = []
    page.addEventListener(PROMOTIONS_TICK, (e) => promotions.push((e as CustomEvent).detail))
    const answers = { [FLAGS_PAYLOAD_PATH]: FLAGS, '/svc_content/cms/block/deals-slider': { active: false, content: DEALS.content }, '/svc_content/cms/block/header-promo-banner': { active: false, content: null } }
    stop = startBackground({ release: CURRENT, api: apiOf(async () => CURRENT, answers), onNewRelease: () => undefined, hidden: () => false, offline: () => false })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(promotions).toEqual([{ deals: [], promo: null }])
  })

  it('platform §9: a heartbeat release older than the current build, or the same one, is ignored', async () => {
    for (const seen of [OLDER, CURRENT]) {
      const heartbeat = vi.fn(async () => seen)
      const onNewRelease = vi.fn()
      stop = startBackground({ release: CURRENT, api: apiOf(heartbeat), onNewRelease, hidden: () => false, offline: () => false })
      await vi.advanceTimersByTimeAsync(5 * 60_000)
      expect(heartbeat).toHaveBeenCalledTimes(3)
      expect(onNewRelease).not.toHaveBeenCalled()
      stop()
    }
  })

  it('shell §4: ticks pause while the tab is hidden and do not count', async () => {
    let hidden = true
    const heartbeat = vi.fn(async () => NEWER)
    const onNewRelease = vi.fn()
    stop = startBackground({ release: CURRENT, api: apiOf(heartbeat), onNewRelease, hidden: () => hidden, offline: () => false })
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(heartbeat).not.toHaveBeenCalled()
    hidden = false
    // the first visible tick is tick 1; the heartbeat comes with tick 2
    await vi.advanceTimersByTimeAsync(60_000)
    expect(heartbeat).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(heartbeat).toHaveBeenCalledOnce()
    expect(onNewRelease).toHaveBeenCalledOnce()
  })

  it('a failed heartbeat announces nothing and is tried again two ticks later; offline ticks are skipped', async () => {
    let offline = false
    const heartbeat = vi.fn().mockRejectedValueOnce(new Error('no_response')).mockResolvedValue(NEWER)
    const onNewRelease = vi.fn()
    stop = startBackground({ release: CURRENT, api: apiOf(heartbeat), onNewRelease, hidden: () => false, offline: () => offline })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(heartbeat).toHaveBeenCalledOnce()
    expect(onNewRelease).not.toHaveBeenCalled()
    offline = true
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(heartbeat).toHaveBeenCalledOnce()
    offline = false
    await vi.advanceTimersByTimeAsync(2 * 60_000)
    expect(heartbeat).toHaveBeenCalledTimes(2)
    expect(onNewRelease).toHaveBeenCalledWith(NEWER)
  })

  it('a page rendered without a release never asks the heartbeat', async () => {
    const heartbeat = vi.fn(async () => NEWER)
    stop = startBackground({ release: null, api: apiOf(heartbeat), onNewRelease: vi.fn(), hidden: () => false, offline: () => false })
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(heartbeat).not.toHaveBeenCalled()
  })
})

describe('hostmatch (platform §7: POST {baseUrl}/svc_ssr/hostmatch with h and b, sent when the page URL does not start with the base URL)', () => {
  const BASE = 'https://ironhouse.example'
  const postsFor = (pageUrl: string, base = BASE) => {
    const post = vi.fn(async () => ({ match: false }))
    reportHost({ post: post as never }, base, pageUrl)
    return post.mock.calls as unknown as Array<[string, unknown]>
  }

  it('a page under the base URL sends nothing', () => {
    expect(postsFor(`${BASE}/`)).toEqual([])
    expect(postsFor(`${BASE}/eu/the-ohio-bar?x=1`)).toEqual([])
    expect(postsFor(`${BASE}/`, `${BASE}/`)).toEqual([])
  })

  it('a page on another host sends its host as h and the base URL as b', () => {
    expect(postsFor('http://127.0.0.1:3212/the-ohio-bar')).toEqual([[HOSTMATCH_PATH, { h: '127.0.0.1:3212', b: BASE }]])
    // a host that only begins like the base's is another host
    expect(postsFor(`${BASE}.mirror.net/`)).toEqual([[HOSTMATCH_PATH, { h: 'ironhouse.example.mirror.net', b: BASE }]])
  })

  it('startBackground sends it with the first tick; a failed call is ignored', async () => {
    const post = vi.fn(() => Promise.reject(new Error('no_response')))
    vi.stubGlobal('window', new EventTarget())
    const stop = startBackground({ release: null, api: { get: vi.fn(() => Promise.reject(new Error('no_response'))), post: post as never, site: SITE }, base: BASE, pageUrl: 'http://127.0.0.1:3212/', onNewRelease: vi.fn(), hidden: () => false, offline: () => false })
    stop()
    expect(post).toHaveBeenCalledWith(HOSTMATCH_PATH, { h: '127.0.0.1:3212', b: BASE })
    vi.unstubAllGlobals()
  })
})
