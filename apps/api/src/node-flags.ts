import { existsSync } from 'node:fs'

// The V8 flags and environment a store process runs with (docs/operations.md, "What a process keeps in
// memory"). Flags of this kind are read when the heap is set up, and the dynamic loader and glibc read
// LD_PRELOAD and MALLOC_ARENA_MAX when the process starts, so they go on the command line: `npm run
// serve` (serve.ts), the cluster's workers (cluster.ts) and the benches pass them.
// - --max-semi-space-size=16 (MB): V8 sizes the young generation from the machine's memory, up to two
//   64 MB semi-spaces here, and keeps them committed: 128 MB of a process's resident memory. 16 MB
//   semi-spaces took the resident memory after load from ~313 to ~234 MB with the same throughput.
// - --heap-growing-percent=50: after a full collection V8 lets the old generation grow to 1.5 × what
//   survived before the next one, instead of a factor it picks up to 4× under a high allocation rate:
//   under 20 concurrent uncached renders the old generation was ~160–190 MB committed for ~50–70 MB
//   live; with the flag ~60 MB, at the same CPU per render within the noise (docs/operations.md).
// - --expose-gc: the store collects once when a busy process goes quiet (lib/idle-collection.ts, server.ts):
//   V8 collects only as a process allocates, so after a burst of requests ~65–70 MB of garbage and
//   committed heap stayed resident for as long as no request came (measured over 90 s).
export const STORE_NODE_FLAGS: ReadonlyArray<string> = ['--max-semi-space-size=16', '--heap-growing-percent=50', '--expose-gc']

/** The flags a command line already has, with each store flag it does not set itself. */
export function storeFlagsWith(execArgv: ReadonlyArray<string>): Array<string> {
  const flagName = (flag: string) => flag.split('=')[0]
  const given = new Set(execArgv.map(flagName))
  return [...execArgv, ...STORE_NODE_FLAGS.filter((flag) => !given.has(flagName(flag)))]
}

// - LD_PRELOAD=jemalloc, where the machine has it (Debian's libjemalloc2, which its Redis packages
//   depend on; `apt-get install -y libjemalloc2`): glibc's allocator keeps what V8's compiler, the database driver and the HTTP layer freed
//   under load in fragmented arenas, ~30–60 MB of resident memory after 20 concurrent uncached renders
//   that a collection does not give back. jemalloc returns such memory to the system: 233–237 MB against
//   263–288 MB after the same load, ~163 against ~183–208 MB after a forced collection, at the same CPU
//   per render within the noise (docs/operations.md). Without the library the store runs on glibc's.
// - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (the main thread, libuv's pool, V8's
//   compiler and GC helpers) an arena of its own, up to 8 per core, and keeps what they freed: ~25–35 MB
//   of resident memory after load, measured, at the same CPU per render. It is set with jemalloc too,
//   for a machine where the preload cannot take effect. An operator's own value of either wins
//   (`LD_PRELOAD=` keeps glibc's allocator).
export const STORE_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' }

/** Where Debian and other distributions install jemalloc's shared library. */
export const JEMALLOC_PATHS: ReadonlyArray<string> = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
]

/** jemalloc's shared library on this machine, if it has one. */
export function jemallocPath(exists: (path: string) => boolean = existsSync): string | undefined {
  return JEMALLOC_PATHS.find((path) => exists(path))
}

/** The store's environment (STORE_ENV, and jemalloc where there is one) without what `env` already sets. */
export function storeEnvFor(env: NodeJS.ProcessEnv, exists: (path: string) => boolean = existsSync): Record<string, string> {
  const jemalloc = jemallocPath(exists)
  const wanted: Record<string, string> = { ...STORE_ENV, ...(jemalloc ? { LD_PRELOAD: jemalloc } : {}) }
  return Object.fromEntries(Object.entries(wanted).filter(([name]) => env[name] === undefined))
}
