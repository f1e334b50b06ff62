import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** The route handlers running now; idle() settles when none is (server.ts waits for it before closing the app). */
    handlersInFlight: { idle: () => Promise<void> }
  }
}

/**
 * Counts the route handlers running (register it before any route). A handler whose client has gone
 * still runs to its end: a page render still calls the API in process, a placement still commits. So
 * the graceful shutdown (server.ts) waits for the count to reach zero after the server has stopped
 * taking connections and before the app, its database pool and Redis close; otherwise that work
 * would meet a closed app ("Fastify has already been closed") or a closed pool halfway through.
 */
export const handlersInFlightPlugin = fp(async (app) => {
  let running = 0
  let waiters: Array<() => void> = []
  const settle = () => {
    running -= 1
    if (running === 0) {
      const ready = waiters
      waiters = []
      for (const resolve of ready) resolve()
    }
  }
  app.decorate('handlersInFlight', {
    idle: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  })
  app.addHook('onRoute', (route) => {
    const handler = route.handler
    // a handler written with callbacks (sync, sending later) ends with its response: the server's own
    // close waits for that; only async handlers are wrapped, whose promise is their whole work
    if (handler.constructor.name !== 'AsyncFunction') return
    route.handler = async function counted(this: typeof app, request, reply) {
      running += 1
      try {
        return await handler.call(this, request, reply)
      } finally {
        settle()
      }
    }
  })
})
