// Starts the built store as its own process: a fresh embedded database in a temporary folder (so the
// tests see exactly the demo store), on a free port. The global setup starts the shared one; a test
// file that needs other configuration (TRUST_PROXY) starts its own.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode} before it was ready`)
    try {
      const response = await fetch(`${url}/readyz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the store was not ready at ${url} within ${timeoutMs} ms`)
}

/** The operator token of the shared store (the fulfilment call of docs/api.md). */
export const E2E_OPERATOR_TOKEN = 'op_e2e_fulfilment_token'

export type StoreProcess = { baseURL: string; stop: () => Promise<void> }

export async function startStore(env: Record<string, string> = {}, timeoutMs = 120_000): Promise<StoreProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ironhouse-e2e-'))
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitUntilReady(baseURL, child, timeoutMs)
  return {
    baseURL,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
