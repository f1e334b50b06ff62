// How the browser build groups its modules into chunks (issue 13: product page JavaScript; measured in
// docs/performance.md, "Storefront weight and Lighthouse"). Without groups, Rolldown makes one chunk per
// set of routes that share a module: a product page loaded some thirty small chunks, each paying gzip's
// per-file cost and repeating the names it imports. With them:
// - `framework`: React, react-dom and React Router, which every page loads and which change only with
//   an upgrade (a deploy of the storefront leaves the browser's cached copy valid);
// - `storefront`: every module the shell (root.tsx) and the catch-all page (routes/resolve.tsx) import
//   statically, the JavaScript of the pages most shoppers land on;
// - the rest as before: the code of other routes (cart, account, checkout) and what the storefront
//   imports lazily (search preview, side cart panel, captcha, category and content views, the option
//   views of each product type) keep chunks of their own, loaded on the pages and interactions that
//   need them.
import type { Rolldown } from 'vite'

/** Module ids of React, react-dom (and its scheduler) and React Router. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/

/** The browser modules of the core routes (React Router's client build gives them this query). */
const CORE_ROUTES = [/[\\/]app[\\/]root\.tsx\?__react-router-build-client-route$/, /[\\/]app[\\/]routes[\\/]resolve\.tsx\?__react-router-build-client-route$/]

/** @ironhouse/domain's barrels (index.ts files that only re-export). */
const DOMAIN_BARREL = /[\\/]packages[\\/]domain[\\/]src[\\/](?:[\w-]+[\\/])?index\.ts$/

/** Named imports of the domain's entry point in a module's (transformed) code; type imports are gone by then. */
const DOMAIN_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@ironhouse\/domain["']/g

type ModuleInfo = { id: string; code: string | null; importedIds: ReadonlyArray<string>; exports: ReadonlyArray<string> }
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null }

/**
 * The storefront's module set: the core routes' static imports, transitively. An import of the domain's
 * barrel counts only for the modules that define the names imported (the barrel re-exports the whole
 * domain; following it would pull every rule the account and checkout pages use into every page).
 */
function coreModules(graph: ModuleGraph, candidates: ReadonlyArray<string>): Set<string> {
  const definedBy = new Map<string, string>()
  const barrels = new Set<string>()
  const indexBarrel = (id: string) => {
    if (barrels.has(id)) return
    barrels.add(id)
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (DOMAIN_BARREL.test(next)) indexBarrel(next)
      else for (const name of graph.getModuleInfo(next)?.exports ?? []) if (!definedBy.has(name)) definedBy.set(name, next)
    }
  }
  const core = new Set<string>()
  const queue = candidates.filter((id) => CORE_ROUTES.some((pattern) => pattern.test(id)))
  while (queue.length > 0) {
    const id = queue.pop() as string
    if (core.has(id)) continue
    core.add(id)
    const info = graph.getModuleInfo(id)
    if (!info) continue
    for (const next of info.importedIds) {
      if (!DOMAIN_BARREL.test(next)) {
        queue.push(next)
        continue
      }
      if (definedBy.size === 0) indexBarrel(next)
      for (const match of (info.code ?? '').matchAll(DOMAIN_IMPORT)) {
        for (const specifier of (match[1] ?? '').split(',')) {
          const name = specifier.trim().split(/\s+as\s+/)[0] ?? ''
          const leaf = definedBy.get(name)
          if (leaf) queue.push(leaf)
          else if (name !== '') throw new Error(`client-chunks: ${id} imports ${name} from @ironhouse/domain, which no domain module exports`)
        }
      }
    }
  }
  // the barrels themselves hold no code; kept here they make no chunk of their own that others import
  for (const barrel of barrels) core.add(barrel)
  return core
}

/** The groups of `output.codeSplitting` for the browser build (a fresh set per build: they keep state). */
export function clientChunkGroups(): Array<Rolldown.CodeSplittingGroup> {
  const candidates: Array<string> = []
  let core: Set<string> | undefined
  return [
    { name: 'framework', test: FRAMEWORK, priority: 2 },
    {
      debugName: 'storefront',
      // Rolldown calls `test` for every candidate before the first `name`, so `name` sees the whole graph
      test: (id) => {
        candidates.push(id)
        return !FRAMEWORK.test(id) && !id.includes('?__react-router-build-client-route')
      },
      name: (id, graph) => {
        core ??= coreModules(graph as ModuleGraph, candidates)
        return core.has(id) ? 'storefront' : null
      },
      priority: 1,
      // the module set above is closed under the imports that matter; following the barrel's would not be
      includeDependenciesRecursively: false,
    },
  ]
}
