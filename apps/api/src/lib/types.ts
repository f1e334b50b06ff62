import type { Db, DbHandle } from '@ironhouse/db'
import type { SiteContext } from '../plugins/site.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    dbHandle: DbHandle
  }
  interface FastifyRequest {
    site: SiteContext
  }
}

/**
 * The running release; `environment` is where it runs (STORE_ENV: production, staging, development),
 * which the browser reads from the heartbeat (platform §8: the rate-limit overlay shows outside production).
 */
export type Release = { hash: string; buildDate: string; environment?: string | undefined }
