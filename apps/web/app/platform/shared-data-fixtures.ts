// Test set-up for what the storefront keeps per process (shared-data.server.ts): each test of the
// calling suite starts with nothing kept and the clock (Date only) at `start`, moved on with
// vi.setSystemTime; the real clock is back after each test.
import { afterEach, beforeEach, vi } from 'vitest'
import { forgetSharedData } from './shared-data.server.ts'

export function freshSharedDataAt(start: string): void {
  beforeEach(() => {
    forgetSharedData()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(start))
  })
  afterEach(() => vi.useRealTimers())
}
