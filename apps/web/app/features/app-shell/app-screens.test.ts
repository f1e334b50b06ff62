import { describe, expect, it } from 'vitest'
import { appDashboardBanners } from '@ironhouse/domain'
import { ROUTE_TABLE } from '../../routes/route-table.ts'
import { appScreenOf, bannerCards, rapidfireQuery, workoutPlan } from './app-screens.ts'

describe('shell §2 app routes: every /rg-app/ entry has its screen in routes/app-shell.tsx', () => {
  it('the ten app paths map to ten screens, none a placeholder', () => {
    const entries = ROUTE_TABLE.filter((e) => e.path.startsWith('rg-app/'))
    expect(entries).toHaveLength(10)
    for (const entry of entries) {
      expect(entry.file, entry.path).toBe('routes/app-shell.tsx')
      expect(appScreenOf(entry.key), entry.key).not.toBeNull()
    }
    expect(new Set(entries.map((e) => appScreenOf(e.key))).size).toBe(10)
    expect(appScreenOf('rg-app-exclusive-productId')).toBe('exclusive')
    expect(appScreenOf('cart')).toBeNull()
  })
})

describe('commerce §2 app dashboard banners', () => {
  it('a guest sees timer remote, the index, events, gyms, deals, new gear and 3 ships free, in that order, each leading somewhere', () => {
    const cards = bannerCards(appDashboardBanners({ loggedIn: false, programCount: 0 }))
    expect(cards.map((c) => c.key)).toEqual(['timer-remote', 'the-index', 'events', 'gyms', 'deals', 'new-gear', '3-ships-free'])
    expect(cards.find((c) => c.key === 'new-gear')?.href).toBe('/new-gear')
    expect(cards.find((c) => c.key === '3-ships-free')?.href).toBe('/3-ships-free')
    for (const card of cards) expect(card.title.length).toBeGreaterThan(0)
  })

  it('programming shows for an authenticated customer who has programs, after gyms', () => {
    expect(bannerCards(appDashboardBanners({ loggedIn: true, programCount: 2 })).map((c) => c.key)).toContain('programming')
    expect(bannerCards(appDashboardBanners({ loggedIn: true, programCount: 0 })).map((c) => c.key)).not.toContain('programming')
  })
})

describe('shell §2 account/notifications/rapidfire (query types and model)', () => {
  const q = (s: string) => rapidfireQuery(new URLSearchParams(s))
  it('types names the notification types, unknown ones dropped; model is unread unless all', () => {
    expect(q('types=order_updates,back-in-stock,sms&model=all')).toEqual({ types: ['order_updates', 'back_in_stock'], model: 'all' })
    expect(q('')).toEqual({ types: [], model: 'unread' })
    expect(q('types=DEALS,deals&model=whatever')).toEqual({ types: ['deals'], model: 'unread' })
  })
})

describe('shell §2 account/workouts: a program’s week and workouts', () => {
  const program = { durationWeeks: 12, daysPerWeek: 4, grantedAt: '2026-09-01T09:00:00.000Z' }
  it('counts weeks from the day the program was given: day 0–6 is week 1, day 14 week 3, with its 4 workouts', () => {
    expect(workoutPlan(program, new Date('2026-09-07T09:00:00Z'))?.currentWeek).toBe(1)
    const plan = workoutPlan(program, new Date('2026-09-15T10:00:00Z'))
    expect(plan?.currentWeek).toBe(3)
    expect(plan?.thisWeek.map((w) => w.label)).toEqual(['Week 3, Day 1', 'Week 3, Day 2', 'Week 3, Day 3', 'Week 3, Day 4'])
  })
  it('after the last week it is finished; without a length there is no plan', () => {
    expect(workoutPlan(program, new Date('2026-11-24T09:00:00Z'))).toMatchObject({ finished: true, currentWeek: null, thisWeek: [] })
    expect(workoutPlan({ ...program, durationWeeks: null }, new Date())).toBeNull()
  })
})
