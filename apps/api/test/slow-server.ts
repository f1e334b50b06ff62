// The server process with one extra slow route, for the graceful-shutdown test (apps/api/src/server.test.ts).
import { startServer } from '../src/server.ts'

startServer(process.env, {
  configure: (app) => {
    app.get('/__test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      return { finished: true }
    })
  },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
