// A store process for the probes that look inside it (bench/render-cost.ts, bench/memory-mix.ts): run
// pinned to core 0 (this process moves to core 1) with its V8 flags, environment and --inspect, on the
// environment's database, with the captcha off and rate limits out of the way; `evaluate` runs an
// expression in it over the inspector, `rssMb` reads its resident memory, `stop` ends both.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { STORE_NODE_FLAGS, storeEnvFor } from '../apps/api/src/node-flags.ts'
import { openInspector, type Inspector } from './inspector.ts'

export type InspectedStore = {
  base: string
  pid: number
  inspector: Inspector
  evaluate: (expression: string) => Promise<unknown>
  rssMb: () => number
  stop: () => Promise<void>
}

export async function startInspectedStore(options: { port: number; flags?: ReadonlyArray<string>; env?: NodeJS.ProcessEnv }): Promise<InspectedStore> {
  const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0
  const inspectPort = options.port + 1
  const nodeArgs = [...(options.flags ?? STORE_NODE_FLAGS), `--inspect=127.0.0.1:${inspectPort}`, 'apps/api/src/server.ts']
  const [command, args] = hasTaskset ? ['taskset', ['-c', '0', process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs]
  if (hasTaskset) spawnSync('taskset', ['-pc', '1', String(process.pid)])
  const server = spawn(command, args, {
    env: {
      CAPTCHA: 'off',
      RATE_LIMIT_FACTOR: '1000000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...storeEnvFor(process.env),
      ...process.env,
      ...options.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  process.on('exit', () => server.kill('SIGINT'))
  const base = `http://127.0.0.1:${options.port}`
  const deadline = Date.now() + 180_000
  while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline) throw new Error('the store did not start')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  // with taskset the child is taskset's exec'd node: the same pid
  const pid = server.pid ?? 0
  const inspector = await openInspector(inspectPort)
  return {
    base,
    pid,
    inspector,
    evaluate: async (expression) =>
      ((await inspector.send('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value: unknown } }).result.value,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    stop: async () => {
      inspector.close()
      server.kill('SIGINT')
      await new Promise((resolve) => server.once('exit', resolve))
    },
  }
}
