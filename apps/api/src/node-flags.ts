// The V8 flags and environment a store process runs with (docs/operations.md, "What a process keeps in
// memory"). Flags of this kind are read when the heap is set up, and glibc reads MALLOC_ARENA_MAX when
// the process starts, so they go on the command line: `npm run serve`, the cluster's workers
// (cluster.ts) and the benches pass them.
// - --max-semi-space-size=16 (MB): V8 sizes the young generation from the machine's memory, up to two
//   64 MB semi-spaces here, and keeps them committed: 128 MB of a process's resident memory. 16 MB
//   semi-spaces took the resident memory after load from ~313 to ~234 MB with the same throughput.
// - --heap-growing-percent=50: after a full collection V8 lets the old generation grow to 1.5 × what
//   survived before the next one, instead of a factor it picks up to 4× under a high allocation rate:
//   under 20 concurrent uncached renders the old generation was ~160–190 MB committed for ~50–70 MB
//   live; with the flag ~60 MB, at the same CPU per render within the noise (docs/operations.md).
export const STORE_NODE_FLAGS: ReadonlyArray<string> = ['--max-semi-space-size=16', '--heap-growing-percent=50']

// - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (the main thread, libuv's pool, V8's
//   compiler and GC helpers) an arena of its own, up to 8 per core, and keeps what they freed: ~25–35 MB
//   of resident memory after load, measured, at the same CPU per render. An operator's own value wins.
export const STORE_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' }

/** STORE_ENV without what the environment already sets. */
export function storeEnvFor(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(STORE_ENV).filter(([name]) => env[name] === undefined))
}
