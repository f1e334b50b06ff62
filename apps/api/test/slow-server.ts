// The server process with one extra slow route, for the graceful-shutdown test (apps/api/src/server.test.ts).
import { startServer } from '../src/server.ts'

startServer(process.env, {
  configure: (app) => {
    // as a page render does: work, then a call of the API in process (storefront.ts createApiFetch)
    app.get('/__test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const api = await app.inject({ method: 'GET', url: '/healthz' })
      // seen in the output even when the client has gone before the answer
      console.log(`slow route finished, its API call answered ${api.statusCode}`)
      return { finished: true, api: api.statusCode }
    })
  },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
