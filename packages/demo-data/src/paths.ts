import { fileURLToPath } from 'node:url'

/** The repository root (this file is packages/demo-data/src/paths.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '')

/** The embedded database folder used when DATABASE_URL is not set: <repo>/data/pglite. */
export const DEFAULT_PGLITE_DIR = `${REPO_ROOT}/data/pglite`

/** The media folder used when MEDIA_DIR is not set: <repo>/data/media (image masters and conversions). */
export const DEFAULT_MEDIA_DIR = `${REPO_ROOT}/data/media`
