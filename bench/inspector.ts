// The V8 inspector of a store process started with --inspect=127.0.0.1:<port>: the protocol over its
// WebSocket (bench/profile.ts, bench/render-cost.ts). `send` calls a method and resolves with its result.
export type Inspector = { send: (method: string, params?: Record<string, unknown>) => Promise<unknown>; close: () => void }

export async function openInspector(port: number): Promise<Inspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>
  const socket = new WebSocket(targets[0]?.webSocketDebuggerUrl ?? '')
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = reject
  })
  let nextId = 0
  const pending = new Map<number, (result: unknown) => void>()
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
    if (message.id !== undefined) pending.get(message.id)?.(message.result)
  }
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      nextId += 1
      pending.set(nextId, resolve)
      socket.send(JSON.stringify({ id: nextId, method, params }))
    })
  return { send, close: () => socket.close() }
}
