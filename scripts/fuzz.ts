// `npm run fuzz`: the long run of the API fuzzer (issue 7): 10,000 generated requests per route, on
// PGlite and then on PostgreSQL when one is reachable. `-- --runs N` and `-- --seed N` change the
// figures; a failure prints its seed, path and the command that replays it.
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { POSTGRES_URL, postgresReachable } from './postgres.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.FUZZ_RUNS ?? '10000' },
    seed: { type: 'string', default: process.env.FUZZ_SEED ?? String(Date.now() % 2_147_483_647) },
    database: { type: 'string', default: 'both' },
  },
})


function fuzz(title: string, databaseUrl: string): boolean {
  console.log(`\n▶ fuzz on ${title}: ${values.runs} generated requests per route, seed ${values.seed}`)
  const started = Date.now()
  const result = spawnSync('node_modules/.bin/vitest', ['run', '--project', 'integration', 'apps/api/test/fuzz'], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl, FUZZ_RUNS: values.runs, FUZZ_SEED: values.seed, FUZZ_REPORT: '1' },
  })
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  console.log(result.status === 0 ? `✔ fuzz on ${title} found nothing (${minutes} min)` : `✖ fuzz on ${title} failed (${minutes} min): the seed is above`)
  return result.status === 0
}

let ok = true
if (values.database !== 'postgres') ok = fuzz('PGlite', '') && ok
if (values.database !== 'pglite') {
  if (await postgresReachable(POSTGRES_URL)) ok = fuzz(`PostgreSQL (${new URL(POSTGRES_URL).host})`, POSTGRES_URL) && ok
  else console.log(`\n– PostgreSQL not reachable at ${POSTGRES_URL}: fuzzed on PGlite only`)
}
process.exit(ok ? 0 : 1)
