// Server data of the Competition and Leaderboard content blocks (docs/storefront.md "Carousels and
// content blocks"; docs/events.md): read with the page, as EventsList's events are, so the page renders
// whole on the server.
import { EventLeaderboardResponse, EventResponse } from '@ironhouse/contracts'
import type { CmsBlock, EventDetails, EventLeaderboard } from '@ironhouse/contracts'
import type { ApiClient } from '../../platform/api.server.ts'
import type { BlockData } from './block-data.tsx'
import { blockPropsIn } from './block-props.server.ts'

/** At most this many events each kind of block reads for a page (one event read, or one leaderboard read, each). */
export const EVENT_BLOCKS_PER_PAGE = 4

type EventBlockName = 'Competition' | 'Leaderboard'

/** The events a validated tree's Competition or Leaderboard blocks show, once each, in the page's order, the first EVENT_BLOCKS_PER_PAGE. */
export function eventIdsIn(blocks: ReadonlyArray<CmsBlock>, name: EventBlockName): Array<string> {
  return [...new Set(blockPropsIn(blocks, name).map((props) => props.eventId))].slice(0, EVENT_BLOCKS_PER_PAGE)
}

/** Reads each id; one that fails (an unknown event, the API down) is left out with a warning (platform §8: logged, nothing shown). */
async function readEach<T>(ids: ReadonlyArray<string>, what: EventBlockName, read: (id: string) => Promise<T>): Promise<Record<string, T> | undefined> {
  if (ids.length === 0) return undefined
  const pairs = await Promise.all(
    ids.map((id) =>
      read(id).then(
        (value) => [[id, value] as const],
        (error: unknown) => {
          console.warn(`${what} block: event ${id} could not be read`, error)
          return []
        },
      ),
    ),
  )
  return Object.fromEntries(pairs.flat())
}

/** The events of the Competition blocks and the leaderboards of the Leaderboard blocks of a validated tree (every block, slots included). */
export async function loadEventBlocks(api: ApiClient, blocks: ReadonlyArray<CmsBlock>): Promise<Pick<BlockData, 'eventCards' | 'leaderboards'>> {
  const [eventCards, leaderboards] = await Promise.all([
    readEach(eventIdsIn(blocks, 'Competition'), 'Competition', async (id): Promise<EventDetails> => (await api.get(`/svc_event/events/${encodeURIComponent(id)}`, EventResponse)).event),
    readEach(
      eventIdsIn(blocks, 'Leaderboard'),
      'Leaderboard',
      async (id): Promise<EventLeaderboard> => (await api.get(`/svc_event/events/${encodeURIComponent(id)}/leaderboard`, EventLeaderboardResponse)).leaderboard,
    ),
  ])
  return { ...(eventCards ? { eventCards } : {}), ...(leaderboards ? { leaderboards } : {}) }
}
