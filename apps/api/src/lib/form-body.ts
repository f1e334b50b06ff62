// Small HTML-form posts (application/x-www-form-urlencoded) read as a flat object, for the few routes a
// plain form or a mail program posts to: the gateway's challenge and portal pages, a newsletter's
// RFC 8058 one-click unsubscribe. Registered on a plugin's own scope, so no other route accepts forms.
import type { FastifyInstance } from 'fastify'

/** The form's fields; at most 1 kB (these forms carry a word or two). */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })
}
