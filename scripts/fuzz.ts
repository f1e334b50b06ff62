// `npm run fuzz`: the long run of the API fuzzer (issue 7): 10,000 generated requests per route, on
// PGlite and on PostgreSQL when one is reachable (one after the other, or side by side with
// --parallel). `--routes FILE` limits the run to the routes listed there ('METHOD /url' a line). `--runs N`, `--seed N`, `--database pglite|postgres|both` and `--route-seconds S` (stop
// a route after S seconds, for a bounded run) change the figures; `--pages N` also fuzzes N
// storefront page requests on the built store. A failure prints its seed, path and the command that
// replays it; each database's figures are written to fuzz-report-<database>.json.
import { spawn } from 'node:child_process'
import { parseArgs } from 'node:util'
import { POSTGRES_URL, postgresReachable } from './postgres.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.FUZZ_RUNS ?? '10000' },
    seed: { type: 'string', default: process.env.FUZZ_SEED ?? String(Date.now() % 2_147_483_647) },
    database: { type: 'string', default: 'both' },
    parallel: { type: 'boolean', default: false },
    'route-seconds': { type: 'string', default: '0' },
    pages: { type: 'string', default: '0' },
    routes: { type: 'string' },
  },
})

function run(title: string, command: string, args: Array<string>, env: NodeJS.ProcessEnv): Promise<boolean> {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code) => {
      const minutes = ((Date.now() - started) / 60_000).toFixed(1)
      console.log(code === 0 ? `✔ ${title}: nothing found (${minutes} min)` : `✖ ${title} failed (${minutes} min): the seed is above`)
      resolve(code === 0)
    })
  })
}

function fuzzApi(title: string, databaseUrl: string, reportFile: string) {
  return run(`fuzz on ${title}: ${values.runs} generated requests per route, seed ${values.seed}`, 'node_modules/.bin/vitest', ['run', '--project', 'integration', 'apps/api/test/fuzz'], {
    TEST_DATABASE_URL: databaseUrl,
    FUZZ_RUNS: values.runs,
    FUZZ_SEED: values.seed,
    FUZZ_REPORT: reportFile,
    FUZZ_ROUTE_TIME_LIMIT_MS: String(Number(values['route-seconds']) * 1000),
    ...(values.routes ? { FUZZ_ROUTES_FILE: values.routes } : {}),
  })
}

const runs: Array<() => Promise<boolean>> = []
if (values.database !== 'postgres') runs.push(() => fuzzApi('PGlite', '', 'fuzz-report-pglite.json'))
if (values.database !== 'pglite') {
  if (await postgresReachable(POSTGRES_URL)) runs.push(() => fuzzApi(`PostgreSQL (${new URL(POSTGRES_URL).host})`, POSTGRES_URL, 'fuzz-report-postgres.json'))
  else console.log(`\n– PostgreSQL not reachable at ${POSTGRES_URL}: fuzzing on PGlite only`)
}
const results = values.parallel ? await Promise.all(runs.map((fuzz) => fuzz())) : []
if (!values.parallel) for (const fuzz of runs) results.push(await fuzz())

if (Number(values.pages) > 0) {
  const built = await run('build the storefront', 'npm', ['run', 'build'], {})
  results.push(
    built &&
      (await run(`fuzz the storefront's pages: ${values.pages} requests, seed ${values.seed}`, 'node_modules/.bin/vitest', ['run', '--project', 'e2e', 'tests/e2e/page-fuzz.e2e.ts'], {
        FUZZ_PAGE_RUNS: values.pages,
        FUZZ_SEED: values.seed,
      })),
  )
}
process.exit(results.every(Boolean) ? 0 : 1)
