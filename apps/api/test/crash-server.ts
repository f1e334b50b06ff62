// The server process that dies (SIGKILL, no clean-up) right after the payment gateway has authorised
// an order's payment and before the store records it: the crash test of issue 10 (checkout
// crash.test.ts). The store's payment provider (app.payments, the built-in gateway called directly)
// is wrapped so the kill comes exactly after the gateway answered the authorisation.
import { startServer } from '../src/server.ts'

startServer(process.env, {
  configure: (app) => {
    const authorize = app.payments.authorize.bind(app.payments)
    app.payments.authorize = async (request) => {
      const answer = await authorize(request)
      process.kill(process.pid, 'SIGKILL')
      return answer
    }
  },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
