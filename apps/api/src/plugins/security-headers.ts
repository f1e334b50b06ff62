import fp from 'fastify-plugin'

/** A few response headers every page and call carries (no extra dependency needed). */
export const securityHeadersPlugin = fp(async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('x-frame-options', 'SAMEORIGIN')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    reply.header('cross-origin-opener-policy', 'same-origin')
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()')
    return payload
  })
})
