import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import nodemailer from 'nodemailer'

/** A mail: `headers` are extra header fields (e.g. List-Unsubscribe), added as they are. */
export type MailMessage = { to: string; subject: string; text: string; html?: string | undefined; headers?: Record<string, string> | undefined }

/** The seam to mail delivery. */
export type MailTransport = {
  readonly name: string
  send: (message: MailMessage & { from: string; messageId: string }) => Promise<void>
}

/**
 * The built-in transport: each mail becomes an .eml file in a folder a developer can open (nodemailer
 * builds the real MIME message; nothing leaves the machine).
 */
export function fileOutboxTransport(folder: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    name: `file:${folder}`,
    send: async (message) => {
      const info = await builder.sendMail(message)
      const safeId = message.messageId.replace(/[^A-Za-z0-9._-]/g, '_')
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`)
      try {
        writeFileSync(file, info.message as Buffer)
      } catch (error) {
        // the folder is made on the first mail (and again if it was removed meanwhile)
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        mkdirSync(folder, { recursive: true })
        writeFileSync(file, info.message as Buffer)
      }
    },
  }
}

/** SMTP delivery (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587). */
export function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport(url)
  return {
    name: 'smtp',
    send: async (message) => {
      await transport.sendMail(message)
    },
  }
}
