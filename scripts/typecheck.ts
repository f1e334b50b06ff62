// Typechecks every workspace (each has its own tsconfig) and the root scripts.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const projects = ['packages/domain', 'packages/contracts', 'packages/db', 'packages/demo-data', 'apps/api', 'apps/web', '.']
// the storefront's route types (./+types/*) are generated, not committed
execFileSync('npm', ['run', 'typegen', '-w', '@ironhouse/web'], { stdio: 'inherit' })

let failed = false
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue
  try {
    execFileSync('node_modules/.bin/tsc', ['-p', project], { stdio: 'inherit' })
  } catch {
    failed = true
  }
}
process.exit(failed ? 1 : 0)
