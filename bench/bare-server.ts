// B, the ceiling of BENCHMARKS.md: a bare Fastify 5 server answering GET / with {"hello":"world"}.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' })
