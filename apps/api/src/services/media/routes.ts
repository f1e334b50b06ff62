import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { renderIcon, renderPlaceholder } from '@ironhouse/demo-data'
import { sendError } from '../../plugins/error-handler.ts'
import {
  CONTENT_TYPES,
  HASHED_NAME,
  IMMUTABLE,
  ImageStore,
  masterPath,
  negotiateFormat,
  parseImageQuery,
  SHORT_LIVED,
  type ImageRequest,
  type OutputFormat,
} from './images.ts'
import { ConverterProcess } from './converter.ts'

export type MediaOptions = { mediaDir: string; cacheDir?: string | undefined }

const PLACEHOLDER_SVG = Buffer.from(renderPlaceholder())
const PLACEHOLDER_ID = 'placeholder|v1'
const PLACEHOLDER_REQUEST: ImageRequest = { width: 250, height: null, fit: 'limit', format: 'jpeg' }

/** Touch icons and favicons (PNG from the store's mark), by path: size in px. */
const ICONS: Record<string, number> = {
  '/favicon.ico': 32,
  '/favicon-32x32.png': 32,
  '/apple-touch-icon.png': 180,
  '/icon-192.png': 192,
  '/icon-512.png': 512,
}

function sendImage(reply: FastifyReply, request: FastifyRequest, body: Buffer, format: OutputFormat, etag: string, cacheControl: string, vary: boolean) {
  reply.header('cache-control', cacheControl).header('etag', `"${etag}"`).header('x-content-type-options', 'nosniff')
  if (vary) reply.header('vary', 'Accept')
  if (request.headers['if-none-match'] === `"${etag}"`) return reply.code(304).send()
  return reply.type(CONTENT_TYPES[format]).send(body)
}

/**
 * /media/catalog/* and /media/cms/*: generated masters converted by the image service (platform §9);
 * /catalog/product_placeholder.jpg: the 250 × 250 placeholder; favicons and touch icons.
 */
export const mediaRoutes: FastifyPluginAsync<MediaOptions> = async (app, options) => {
  // conversions run in a process of their own, so libvips never enters the store's (converter.ts)
  const converter = new ConverterProcess()
  app.addHook('onClose', () => converter.close())
  const store = new ImageStore({ mediaDir: options.mediaDir, cacheDir: options.cacheDir, convert: converter.convert })

  const placeholder = async (request: FastifyRequest, reply: FastifyReply, status: number, asked: ImageRequest, cacheControl = 'no-store') => {
    const req: ImageRequest = { ...PLACEHOLDER_REQUEST, width: asked.width ?? PLACEHOLDER_REQUEST.width }
    const format = negotiateFormat(request.headers.accept, 'auto', false)
    const out = await store.render(PLACEHOLDER_ID, async () => PLACEHOLDER_SVG, req, format)
    reply.code(status)
    return sendImage(reply, request, out.body, out.format, out.key.slice(0, 32), cacheControl, true)
  }

  app.get('/media/:folder/:name', async (request, reply) => {
    const { folder, name } = request.params as { folder: string; name: string }
    const parsed = parseImageQuery(request.query as Record<string, unknown>)
    if (!parsed.ok) return sendError(reply.header('cache-control', 'no-store'), 400, 'bad_request', parsed.message)
    const path = masterPath(store.mediaDir, folder, name)
    const master = path ? await store.master(path) : null
    if (!master) return sendError(reply.header('cache-control', 'no-store'), 404, 'not_found', `No image at ${folder}/${name}`)
    const cacheControl = HASHED_NAME.test(name) ? IMMUTABLE : SHORT_LIVED
    const isSvg = name.toLowerCase().endsWith('.svg')
    if (parsed.value.width === null && parsed.value.height === null && parsed.value.format === 'auto' && isSvg) {
      // the vector master itself: no script can run in an image, and the CSP says so again
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").header('cache-control', cacheControl)
      reply.header('etag', `"${name}"`).header('x-content-type-options', 'nosniff')
      if (request.headers['if-none-match'] === `"${name}"`) return reply.code(304).send()
      return reply.type('image/svg+xml').send(await master.read())
    }
    const format = negotiateFormat(request.headers.accept, parsed.value.format, name.toLowerCase().endsWith('.png'))
    try {
      const out = await store.render(master.id, master.read, parsed.value, format)
      return sendImage(reply, request, out.body, out.format, out.key.slice(0, 32), cacheControl, parsed.value.format === 'auto')
    } catch (error) {
      // a master that fails to convert: the shopper sees the placeholder, the log keeps the reason
      request.log.warn({ err: error, image: `${folder}/${name}` }, 'image conversion failed')
      return placeholder(request, reply, 200, parsed.value)
    }
  })

  app.get('/catalog/product_placeholder.jpg', async (request, reply) => {
    const parsed = parseImageQuery(request.query as Record<string, unknown>)
    if (!parsed.ok) return sendError(reply.header('cache-control', 'no-store'), 400, 'bad_request', parsed.message)
    const req: ImageRequest = { ...PLACEHOLDER_REQUEST, width: parsed.value.width ?? 250 }
    const format = negotiateFormat(request.headers.accept, parsed.value.format === 'auto' ? 'jpeg' : parsed.value.format, false)
    const out = await store.render(PLACEHOLDER_ID, async () => PLACEHOLDER_SVG, req, format)
    return sendImage(reply, request, out.body, out.format, out.key.slice(0, 32), SHORT_LIVED, false)
  })

  for (const [path, size] of Object.entries(ICONS)) {
    const svg = Buffer.from(renderIcon(size))
    app.get(path, async (request, reply) => {
      const out = await store.render(`icon|${size}|v1`, async () => svg, { width: size, height: null, fit: 'limit', format: 'png' }, 'png')
      return sendImage(reply, request, out.body, 'png', out.key.slice(0, 32), SHORT_LIVED, false)
    })
  }
  app.get('/favicon.svg', async (_request, reply) => {
    reply.header('cache-control', SHORT_LIVED)
    return reply.type('image/svg+xml').send(renderIcon(32))
  })
}
