// The V8 flags a store process runs with (docs/operations.md, "What a process keeps in memory").
// --max-semi-space-size=16 (MB): V8 sizes the young generation from the machine's memory, up to two
// 64 MB semi-spaces here, and keeps them committed: 128 MB of a process's resident memory. 16 MB
// semi-spaces took the resident memory after load from ~313 to ~234 MB with the same throughput
// (docs/performance.md). Flags of this kind are read when the heap is set up, so they go on the
// command line: `npm run serve`, the cluster's workers (cluster.ts) and the bench pass them.
export const STORE_NODE_FLAGS: ReadonlyArray<string> = ['--max-semi-space-size=16']
