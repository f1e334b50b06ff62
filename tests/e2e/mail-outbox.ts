// The store's file outbox (MAIL_OUTBOX_DIR) as the browser tests read it: the links a shopper follows from a mail.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The first link matching `path` (a pattern of the link's path, e.g. /\/account\/reset-password\/[\w-]+/)
 * in the newest mail to `to` that has one. Each mail is an .eml file; the text part may be
 * quoted-printable (soft line breaks, =XX escapes).
 */
export function linkInOutbox(outboxDir: string, to: string, path: RegExp): string | null {
  const files = readdirSync(outboxDir).filter((f) => f.endsWith('.eml')).sort().reverse()
  const link = new RegExp(`https?://[^\\s"<>]+?${path.source}`)
  for (const file of files) {
    const raw = readFileSync(join(outboxDir, file), 'utf8')
    if (!raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue
    const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)))
    const found = link.exec(text)?.[0]
    if (found) return found
  }
  return null
}
