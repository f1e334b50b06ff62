// The server process that dies (SIGKILL, no clean-up) between an order's payment and its publishing:
// the crash test of issue 10 (checkout crash.test.ts). CRASH_AT chooses the moment:
// - `placed` (default): the built-in gateway authorises inside the placement's transaction
//   (authorizeWithin); the kill comes once that transaction has committed, as the answer is about to
//   leave, before the order.publish job has run (this process's job worker is off).
// - `authorized`: the store speaks to its processor as to one elsewhere (no authorizeWithin): the kill
//   comes right after the gateway answered the authorisation, before the store recorded it.
import { startServer } from '../src/server.ts'

const crashAt = process.env.CRASH_AT === 'authorized' ? 'authorized' : 'placed'

startServer({ ...process.env, JOBS_WORKER: '0' }, {
  configure: (app) => {
    if (crashAt === 'authorized') {
      app.payments.authorizeWithin = undefined
      const authorize = app.payments.authorize.bind(app.payments)
      app.payments.authorize = async (request) => {
        const answer = await authorize(request)
        process.kill(process.pid, 'SIGKILL')
        return answer
      }
      return
    }
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'POST' && request.url.startsWith('/svc_checkout/order') && !request.url.includes('/quote') && reply.statusCode === 200) process.kill(process.pid, 'SIGKILL')
      return payload
    })
  },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
