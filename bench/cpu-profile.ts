// A V8 CPU profile (the inspector's Profiler.stop) summed up: self time per package (react-dom,
// react-router, the store's own code, …) and per function, as shares of the busy time (idle and
// program time left out). bench/profile.ts and bench/render-cost.ts print it.
export type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }
export type Profile = { nodes: Array<ProfileNode>; samples: Array<number>; timeDeltas: Array<number> }
export type ProfileSummary = { busySeconds: number; byPackage: (n: number) => Array<string>; byFunction: (n: number) => Array<string> }

const IDLE = new Set(['(idle)', '(program)'])

export function summariseProfile(profile: Profile): ProfileSummary {
  const self = new Map<number, number>()
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  let busy = 0
  const fns = new Map<string, number>()
  const pkgs = new Map<string, number>()
  for (const [id, micros] of self) {
    const node = byId.get(id)
    if (!node || IDLE.has(node.callFrame.functionName)) continue
    busy += micros
    const { functionName, url, lineNumber } = node.callFrame
    const where = url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '')
    const fn = `${functionName || '(anonymous)'} ${where.split('/').slice(-2).join('/')}:${lineNumber + 1}`
    fns.set(fn, (fns.get(fn) ?? 0) + micros)
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ??
      (where.includes('apps/web/build') ? 'storefront build' : where.startsWith('apps/') || where.startsWith('packages/') ? 'ironhouse source' : where === '' ? functionName : 'node internals')
    pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + micros)
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, micros]) => `${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${name}`)
  return { busySeconds: busy / 1e6, byPackage: (n) => top(pkgs, n), byFunction: (n) => top(fns, n) }
}
