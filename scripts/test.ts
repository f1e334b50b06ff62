// `npm test`: everything, in order, stopping at the first failure: typecheck, lint, unit (with the
// domain's coverage bar), integration on PGlite, integration on PostgreSQL when one is reachable,
// then the browser tests in Debian's Chromium against the built store.
import { spawnSync } from 'node:child_process'
import { ensureChromium } from './chromium.ts'
import { POSTGRES_URL, postgresReachable } from './postgres.ts'

function run(title: string, command: string, args: Array<string>, env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

const bin = (name: string) => `node_modules/.bin/${name}`
const only = process.argv[2]

if (!only || only === 'static') {
  run('typecheck', process.execPath, ['scripts/typecheck.ts'])
  run('lint', bin('eslint'), ['.', '--max-warnings', '0'])
}
if (!only || only === 'unit') {
  run('unit tests (+ coverage of packages/domain)', bin('vitest'), ['run', '--project', 'unit', '--coverage'])
}
if (!only || only === 'integration') {
  run('integration tests on PGlite', bin('vitest'), ['run', '--project', 'integration'], { TEST_DATABASE_URL: '' })
  if (await postgresReachable(POSTGRES_URL)) {
    run('integration tests on PostgreSQL', bin('vitest'), ['run', '--project', 'integration'], {
      TEST_DATABASE_URL: POSTGRES_URL,
    })
  } else {
    console.log(`\n– PostgreSQL not reachable at ${POSTGRES_URL}: integration tests ran on PGlite only`)
  }
}
if (!only || only === 'e2e') {
  const chromium = ensureChromium()
  if (!chromium.ok) {
    console.error(chromium.message)
    process.exit(1)
  }
  run('build the storefront', 'npm', ['run', 'build'])
  run('browser tests in Chromium', bin('vitest'), ['run', '--project', 'e2e'], { CHROMIUM_PATH: chromium.path })
}
