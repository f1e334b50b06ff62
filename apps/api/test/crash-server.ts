// The server process that dies (SIGKILL, no clean-up) right after the payment gateway has authorised
// an order's payment and before the store records it: the crash test of issue 10 (checkout
// crash.test.ts). The store's payment provider calls the gateway through app.inject, so the kill
// comes exactly after the gateway answered POST /gateway/v1/payments.
import { startServer } from '../src/server.ts'

startServer(process.env, {
  configure: (app) => {
    const inject = app.inject.bind(app) as (request: unknown) => Promise<{ statusCode: number }>
    Object.assign(app, {
      inject: async (request: { method?: string; url?: string }) => {
        const answer = await inject(request)
        if (request.method === 'POST' && request.url === '/gateway/v1/payments' && answer.statusCode === 200) process.kill(process.pid, 'SIGKILL')
        return answer
      },
    })
  },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
