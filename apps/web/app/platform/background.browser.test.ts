import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Release } from '@ironhouse/domain'
import { HEARTBEAT_PATH, HOSTMATCH_PATH, reportHost, startBackground } from './background.browser.ts'
import { CART_PRODUCTS_TICK } from './background-events.ts'

/** An API client whose only call is the heartbeat. */
function apiOf(heartbeat: () => Promise<Release>) {
  return {
    get: <T,>(path: string): Promise<T> => {
      expect(path).toBe(HEARTBEAT_PATH)
      return heartbeat() as Promise<T>
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
    const stop = startBackground({ release: null, api: { get: vi.fn(), post: post as never }, base: BASE, pageUrl: 'http://127.0.0.1:3212/', onNewRelease: vi.fn(), hidden: () => false, offline: () => false })
    stop()
    expect(post).toHaveBeenCalledWith(HOSTMATCH_PATH, { h: '127.0.0.1:3212', b: BASE })
    vi.unstubAllGlobals()
  })
})
