import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initSession, scheduleSessionExtension } from './session-keeper.ts'
import { GUEST_SESSION } from './session.ts'
import type { ShellSession } from './session.ts'

const NOW = Date.UTC(2026, 10, 22, 12)
const signedIn = (exp: number | null): ShellSession => ({ ...GUEST_SESSION, loggedIn: true, groupId: 2, cg: '2', exp, source: 'answer' })

describe('session extension (shell §4, §5, §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shell §4: the extension call runs 45 s before exp', async () => {
    const refresh = vi.fn(async () => ({ cg: '2', exp: NOW + 3_600_000, groupId: 2 }))
    const onFailed = vi.fn()
    scheduleSessionExtension(signedIn(NOW + 10 * 60_000), { refresh, onFailed })
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 45_000 - 1)
    expect(refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(refresh).toHaveBeenCalledOnce()
    expect(onFailed).not.toHaveBeenCalled()
  })

  it('shell §5: an answer without a nonzero cg is a failed extension', async () => {
    for (const answer of [{ cg: '0', groupId: 0 }, { groupId: 2 }, { cg: 0 }]) {
      const onFailed = vi.fn()
      scheduleSessionExtension(signedIn(NOW + 60_000), { refresh: async () => answer, onFailed })
      await vi.advanceTimersByTimeAsync(15_000)
      expect(onFailed).toHaveBeenCalledOnce()
    }
  })

  it('shell §8: a failed extension call is a failed extension', async () => {
    const onFailed = vi.fn()
    scheduleSessionExtension(signedIn(NOW + 60_000), { refresh: () => Promise.reject(new Error('no_response')), onFailed })
    await vi.advanceTimersByTimeAsync(15_000)
    expect(onFailed).toHaveBeenCalledOnce()
  })

  it('an expiry already within 45 s extends at once; a guest or an unknown expiry schedules nothing', async () => {
    const refresh = vi.fn(async () => ({ cg: '1' }))
    scheduleSessionExtension(signedIn(NOW + 10_000), { refresh, onFailed: () => undefined })
    await vi.advanceTimersByTimeAsync(0)
    expect(refresh).toHaveBeenCalledOnce()
    refresh.mockClear()
    scheduleSessionExtension({ ...GUEST_SESSION, exp: NOW + 60_000 }, { refresh, onFailed: () => undefined })
    scheduleSessionExtension(signedIn(null), { refresh, onFailed: () => undefined })
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(refresh).not.toHaveBeenCalled()
  })

  it('a cancelled schedule never calls', async () => {
    const refresh = vi.fn(async () => ({ cg: '1' }))
    const cancel = scheduleSessionExtension(signedIn(NOW + 60_000), { refresh, onFailed: () => undefined })
    cancel()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(refresh).not.toHaveBeenCalled()
  })
})

describe('session initialisation (shell §4, §8)', () => {
  it('tries twice, then falls back to logged out', async () => {
    const refresh = vi.fn(() => Promise.reject(new Error('down')))
    await expect(initSession(refresh)).resolves.toMatchObject({ loggedIn: false, groupId: 0, source: 'failed' })
    expect(refresh).toHaveBeenCalledTimes(2)
  })
  it('a second try that answers gives the session', async () => {
    const refresh = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ cg: '2', groupId: 2, exp: 1_900_000_000 })
    await expect(initSession(refresh)).resolves.toMatchObject({ loggedIn: true, groupId: 2, exp: 1_900_000_000_000 })
  })
})
