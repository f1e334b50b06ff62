import type { eventDivisions, events } from '@ironhouse/db'

export type EventRow = typeof events.$inferInsert
export type EventDivisionRow = Omit<typeof eventDivisions.$inferInsert, 'id'>

type Draft = Omit<EventRow, 'id'> & { divisions: ReadonlyArray<[name: string, description: string, capacity?: number]> }

/**
 * The demo store's events (shell §2 Events, §9: default invitational year 2025, events default year
 * 2024): the 2025 Invitational, open for registration, and two named events of 2024 whose
 * registration has closed (the Invitational of 2024 and a strongman meet). Ids are `{slug}-{year}`.
 * The 2025 Invitational's divisions take a set number of athletes; the closed events' had no limit.
 */
const DRAFTS: ReadonlyArray<Draft> = [
  {
    slug: 'invitational',
    year: 2025,
    name: 'The 2025 Invitational',
    startsOn: '2025-10-24',
    endsOn: '2025-10-26',
    location: 'Columbus, Ohio',
    description: 'Three days of strength and conditioning on one floor: the season’s best athletes and anyone who earns a place through the open divisions.',
    registrationOpen: true,
    divisions: [
      ['Men’s Open', 'Athletes 18 and over.', 150],
      ['Women’s Open', 'Athletes 18 and over.', 150],
      ['Masters Men 40+', 'Athletes 40 and over on the first day of the event.', 60],
      ['Masters Women 40+', 'Athletes 40 and over on the first day of the event.', 60],
      ['Teens 14–17', 'Athletes 14 to 17 on the first day of the event, with a parent’s consent.', 30],
    ],
  },
  {
    slug: 'strongman-classic',
    year: 2024,
    name: 'Ironhouse Strongman Classic 2024',
    startsOn: '2024-06-15',
    endsOn: '2024-06-16',
    location: 'Columbus, Ohio',
    description: 'Stones, logs, yokes and a truck pull in the parking lot of the Ironhouse headquarters.',
    registrationOpen: false,
    divisions: [
      ['Open Men', 'Unlimited bodyweight.'],
      ['Open Women', 'Unlimited bodyweight.'],
      ['Lightweight Men (under 90 kg)', 'Weigh-in the day before.'],
    ],
  },
  {
    slug: 'ironhouse-invitational',
    year: 2024,
    name: 'Ironhouse Invitational 2024',
    startsOn: '2024-10-25',
    endsOn: '2024-10-27',
    location: 'Columbus, Ohio',
    description: 'Last year’s invitational: the first one held on the new competition floor.',
    registrationOpen: false,
    divisions: [
      ['Men’s Open', 'Athletes 18 and over.'],
      ['Women’s Open', 'Athletes 18 and over.'],
    ],
  },
]

export function generateEvents(): Array<EventRow> {
  return DRAFTS.map(({ divisions: _divisions, ...event }) => ({ id: `${event.slug}-${event.year}`, ...event }))
}

/** Divisions without ids: the table's serial numbers them as they load. */
export function generateEventDivisions(): Array<EventDivisionRow> {
  return DRAFTS.flatMap((event) =>
    event.divisions.map(([name, description, capacity], position) => ({ eventId: `${event.slug}-${event.year}`, name, description, position, capacity: capacity ?? null })),
  )
}
