// `WEB_CONCURRENCY=2 DATABASE_URL=postgres://… REDIS_URL=redis://… node apps/api/src/cluster.ts`: N
// identical store processes behind one port with Node's cluster module (the primary accepts the
// connections and hands them to the workers in turn). Each worker is `startServer()` of server.ts;
// they share the PostgreSQL (catalogue, carts, orders, the job outbox) and Redis (sessions, rate
// limits, spent captcha tokens), so any worker may answer any request (docs/operations.md, "Scaling
// out"). A worker that dies is started again; SIGTERM or SIGINT drains every worker, then exits.
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { storeEnvFor, storeFlagsWith } from './node-flags.ts'

if (cluster.isPrimary) {
  if (!process.env.DATABASE_URL) {
    console.error('cluster: set DATABASE_URL (PGlite lives inside one process, so several processes need a PostgreSQL server)')
    process.exit(2)
  }
  const count = Number(process.env.WEB_CONCURRENCY || availableParallelism())
  if (!Number.isInteger(count) || count < 1 || count > 256) {
    console.error(`cluster: WEB_CONCURRENCY must be a whole number from 1 to 256, got '${process.env.WEB_CONCURRENCY}'`)
    process.exit(2)
  }
  // every worker signs and checks captcha challenges with the same key (one is made when none is set)
  // and start with the store's environment (node-flags.ts: the loader and glibc read it when a process starts)
  const env = { ...storeEnvFor(process.env), CAPTCHA_SECRET: process.env.CAPTCHA_SECRET || randomBytes(32).toString('hex') }
  // the workers' V8 flags (node-flags.ts), unless the command line already sets them
  cluster.setupPrimary({ execArgv: storeFlagsWith(process.execArgv) })
  let stopping = false
  const startedAt = new Map<number, number>()
  const fork = () => {
    const worker = cluster.fork(env)
    startedAt.set(worker.id, Date.now())
  }
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0)
      return
    }
    // a worker that cannot even start (no database, a broken build) would only fail again
    if (Date.now() - (startedAt.get(worker.id) ?? 0) < 15_000 && code !== 0) {
      console.error(`cluster: worker ${worker.process.pid} failed to start (exit ${code}); stopping`)
      stopping = true
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM')
      process.exitCode = 1
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1)
      return
    }
    console.error(`cluster: worker ${worker.process.pid} exited (${signal ?? code}); starting another`)
    fork()
  })
  const stop = () => {
    if (stopping) return
    stopping = true
    const workers = Object.values(cluster.workers ?? {})
    if (workers.length === 0) process.exit(0)
    for (const worker of workers) worker?.process.kill('SIGTERM')
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
  for (let i = 0; i < count; i++) fork()
} else {
  const { startServer } = await import('./server.ts')
  await startServer().catch((error: unknown) => {
    console.error(`Ironhouse could not start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
}
