import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import nodemailer from 'nodemailer'

export type MailMessage = { to: string; subject: string; text: string; html?: string | undefined }

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
      mkdirSync(folder, { recursive: true })
      const safeId = message.messageId.replace(/[^A-Za-z0-9._-]/g, '_')
      writeFileSync(join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`), info.message as Buffer)
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
