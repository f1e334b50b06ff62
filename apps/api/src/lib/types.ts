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

export type Release = { hash: string; buildDate: string }
