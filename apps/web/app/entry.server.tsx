// The document render (React Router's server entry). Every loader of a page has finished before React
// renders it (the storefront streams no deferred data), so a page's shell and its whole document are
// ready at the same moment: the render waits for all of it and answers the document as one buffer
// instead of React Router's default chain of a PassThrough, a web ReadableStream and a Node stream
// again in the server (issue 13, item 2: those layers cost more CPU than React's own writes). A
// Suspense boundary that does suspend on the server is awaited, as the default does for crawlers.
import { Writable } from 'node:stream'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'
import { renderToPipeableStream } from 'react-dom/server'

/** How long a render may wait for data it suspends on; React Router aborts streamed promises after it. */
export const streamTimeout = 5_000

/** A Writable that keeps what React writes and hands it over as one buffer when React ends it. */
function collector(done: (body: Uint8Array<ArrayBuffer>) => void, failed: (error: Error) => void): Writable {
  const chunks: Array<Buffer> = []
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk)
      callback()
    },
    writev(entries, callback) {
      for (const entry of entries) chunks.push(entry.chunk as Buffer)
      callback()
    },
    final(callback) {
      const body = Buffer.concat(chunks)
      done(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength))
      callback()
    },
    destroy(error, callback) {
      if (error) failed(error)
      callback(error)
    },
  })
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
): Promise<Response> | Response {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders })

  return new Promise((resolve, reject) => {
    let status = responseStatusCode
    let shellRendered = false
    const timeout = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onShellReady() {
        shellRendered = true
      },
      onAllReady() {
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        pipe(
          collector((body) => {
            clearTimeout(timeout)
            resolve(new Response(body, { status, headers: responseHeaders }))
          }, reject),
        )
      },
      onShellError(error: unknown) {
        clearTimeout(timeout)
        reject(error)
      },
      onError(error: unknown) {
        status = 500
        // an error of the shell itself is logged by React Router's document handler
        if (shellRendered) console.error(error)
      },
    })
  })
}
