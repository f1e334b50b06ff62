import fp from 'fastify-plugin'
import { DEFAULT_WORKER_OPTIONS, JobWorker, type WorkerOptions } from './worker.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker: services register their job handlers here (app.jobs.register). */
    jobs: JobWorker
  }
}

export type JobsPluginOptions = {
  /** Start polling when the app is ready (the server process); tests drain by hand. */
  autoStart?: boolean | undefined
  worker?: Partial<WorkerOptions> | undefined
}

export const jobsPlugin = fp<JobsPluginOptions>(async (app, options) => {
  const worker = new JobWorker(app.db, app.log, { ...DEFAULT_WORKER_OPTIONS, ...options.worker })
  app.decorate('jobs', worker)
  if (options.autoStart) app.addHook('onReady', async () => worker.start())
  app.addHook('onClose', async () => worker.stop())
})
