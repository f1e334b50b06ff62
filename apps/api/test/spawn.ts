// Server processes for the process-level tests (graceful shutdown, two processes, the crash test).
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'

export const apiDir = fileURLToPath(new URL('..', import.meta.url))

export type Spawned = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

/** Starts apps/api/{script} (API only, a free port) with extra environment over `base` (this process's). */
export function spawnServer(script: string, env: Record<string, string>, base: NodeJS.ProcessEnv = process.env): Spawned {
  // process.execPath is the Node 24 that runs vitest: it runs the .ts files directly
  const child = spawn(process.execPath, [join(apiDir, script)], {
    env: { ...base, API_ONLY: '1', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

/** The base URL once the process prints that it is running. */
export async function waitForUrl(spawned: Spawned, timeoutMs = 90_000): Promise<string> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const match = /Ironhouse is running at (http:\/\/localhost:\d+)/.exec(spawned.output())
    if (match?.[1]) return match[1].replace('localhost', '127.0.0.1')
    if (spawned.child.exitCode !== null) throw new Error(`server exited early: ${spawned.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`server did not start: ${spawned.output()}`)
}
