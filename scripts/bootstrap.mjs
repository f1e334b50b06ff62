#!/usr/bin/env node
// The only step that may run on the system Node (any version ≥ 18): it installs what is missing,
// including Node 24 itself (the `node` dev dependency), so every later script runs on Node 24.
// Plain JavaScript on purpose: the system Node may be too old to run TypeScript.
import { createHash } from 'node:crypto'
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const lockFile = join(root, 'package-lock.json')
const marker = join(root, 'node_modules', '.ironhouse-install')
const nodeBin = join(root, 'node_modules', '.bin', 'node')

function fingerprint() {
  const hash = createHash('sha256')
  hash.update(readFileSync(join(root, 'package.json')))
  if (existsSync(lockFile)) hash.update(readFileSync(lockFile))
  return hash.digest('hex')
}

function installed() {
  return existsSync(nodeBin) && existsSync(marker) && readFileSync(marker, 'utf8') === fingerprint()
}

if (!installed()) {
  const command = existsSync(lockFile) ? 'npm ci --no-audit --no-fund --loglevel=error' : 'npm install --no-audit --no-fund --loglevel=error'
  console.log(`ironhouse: installing dependencies (${command})…`)
  try {
    execSync(command, { cwd: root, stdio: 'inherit' })
  } catch {
    console.error('ironhouse: installing dependencies failed; see the npm output above.')
    process.exit(1)
  }
  writeFileSync(marker, fingerprint())
}

try {
  const version = execSync(`"${nodeBin}" --version`, { encoding: 'utf8' }).trim()
  const major = Number(version.replace(/^v/, '').split('.')[0])
  if (major < 22) throw new Error(`found ${version}`)
} catch (error) {
  console.error(`ironhouse: the project's Node 24 (node_modules/.bin/node) does not run: ${error.message}`)
  process.exit(1)
}
