import { matchPath } from 'react-router'

/**
 * Shell §2: the site-relative patterns of the admin-flagged entries of route-table.ts (their pages hide
 * the cookie banner). A list of its own so the browser checks a path without the whole route table
 * (issue 13: product page JavaScript); route-table.test.ts keeps it equal to the table's `admin` flags.
 */
export const ADMIN_PATHS: ReadonlyArray<string> = ['__rb__/staff', 'events/moderator', 'order-manager-quote']

/** Shell §2: admin-flagged routes (their pages hide the cookie banner); restPath is site-relative. */
export function isAdminRestPath(restPath: string): boolean {
  return ADMIN_PATHS.some((path) => matchPath({ path: `/${path}`, end: true }, restPath) !== null)
}
