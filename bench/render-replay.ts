// What the document render alone costs (issue 13, item 2): React Router's request handler and React,
// run in this process over the built storefront, with the store's API answers recorded once from the
// running store and replayed from memory. No database, no inject, no HTTP: the CPU per page that no
// change outside the storefront's render can remove. Used by `node bench/render-cost.ts --replay`.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { readPublicOrigins, type StorefrontLoadContext } from '@ironhouse/contracts'

type Recorded = { status: number; headers: Array<[string, string]>; body: Uint8Array<ArrayBuffer> }

export type ReplayOptions = {
  /** The running store, for recording its answers. */
  base: string
  /** The page path (a USA path). */
  path: string
  cookie: string | undefined
  /** The shopper's class the store would render for (decision 006): the group of the cookie's session. */
  groupId: number | undefined
  renders: number
}

export async function replayRenderCost(options: ReplayOptions): Promise<{ cpuMsPerRender: number; bytes: number }> {
  // React's production build, as the store runs it: chosen when React is first loaded, so loaded here
  process.env.NODE_ENV = 'production'
  const { createRequestHandler, RouterContextProvider } = await import('react-router')
  const { buildForSite } = await import('../apps/api/src/storefront.ts')
  const whole = (await import(pathToFileURL(join('apps', 'web', 'build', 'server', 'index.js')).href)) as ServerBuild
  const handler = createRequestHandler(buildForSite({ ...whole }, 'USA'), 'production')
  const answers = new Map<string, Recorded>()
  let recording = true
  const apiFetch: StorefrontLoadContext['apiFetch'] = async (path, init) => {
    if (!recording) {
      const answer = answers.get(path)
      if (!answer) throw new Error(`render-replay: ${path} was not asked while recording`)
      return new Response(answer.body, { status: answer.status, headers: answer.headers })
    }
    const headers = new Headers(init?.headers)
    if (options.cookie) headers.set('cookie', options.cookie)
    const response = await fetch(`${options.base}${path}`, { ...init, headers })
    const answer = { status: response.status, headers: [...response.headers], body: new Uint8Array(await response.arrayBuffer()) }
    answers.set(path, answer)
    return new Response(answer.body, { status: answer.status, headers: answer.headers })
  }
  const origin = new URL(options.base).origin
  const render = async () => {
    const context: StorefrontLoadContext = {
      apiFetch,
      requestId: 'render-replay',
      release: { hash: 'bench', buildDate: '2026-01-01' },
      host: new URL(options.base).host,
      publicOrigins: readPublicOrigins({ PUBLIC_ORIGIN: origin }, { port: Number(new URL(origin).port), production: false }),
      ...(options.groupId === undefined ? {} : { shopperClass: { groupId: options.groupId, markPersonal: () => undefined } }),
    }
    const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {}
    const response = await handler(new Request(`${origin}${options.path}`, { headers }), Object.assign(new RouterContextProvider(), context))
    const body = await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`render-replay: ${options.path} answered ${response.status}`)
    return body.byteLength
  }
  const bytes = await render()
  recording = false
  for (let i = 0; i < Math.min(300, options.renders); i++) await render()
  const before = process.cpuUsage()
  for (let i = 0; i < options.renders; i++) await render()
  const used = process.cpuUsage(before)
  return { cpuMsPerRender: (used.user + used.system) / 1000 / options.renders, bytes }
}
