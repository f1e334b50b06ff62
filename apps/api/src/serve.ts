// `npm run serve`: the store process (server.ts) with its V8 flags and environment (node-flags.ts). Both
// must be in place when a process starts, so this replaces itself with the store's process
// (process.execve: the same pid, no parent left behind to hold memory or to pass signals on). Flags given
// to this command (`node --inspect apps/api/src/serve.ts`) are kept; an operator's own value of a
// variable wins.
import { fileURLToPath } from 'node:url'
import { storeEnvFor, storeFlagsWith } from './node-flags.ts'

const server = fileURLToPath(new URL('./server.ts', import.meta.url))
const env = Object.fromEntries(Object.entries({ ...process.env, ...storeEnvFor(process.env) }).filter((entry): entry is [string, string] => entry[1] !== undefined))
if (!process.execve) {
  console.error(`serve: Node ${process.versions.node} cannot replace its process (process.execve needs Node 22.15 or later); run npm start, which brings Node 24`)
  process.exit(1)
}
process.execve(process.execPath, [process.execPath, ...storeFlagsWith(process.execArgv), server, ...process.argv.slice(2)], env)
