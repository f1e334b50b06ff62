import { randomInt } from 'node:crypto'
import { withTransaction, type Db } from '@ironhouse/db'
import { enqueueMail } from '../../mail/public.ts'

/** A support request as the help desk receives it: checked, with the account's name and email for a signed-in customer. */
export type SupportRequest = {
  siteCode: string
  name: string
  email: string
  subject: string
  topic: string | null
  orderNumber: string | null
  message: string
  /** The signed-in customer who sent it; null for a guest (the email was typed, not proven). */
  customerId: number | null
  receivedAt: Date
}

/**
 * The seam to a help desk (platform §2 names the ZendeskForm block after one): it takes a request and
 * answers the reference the shopper quotes. A hosted desk (Zendesk's Requests API and the like) would
 * create a ticket and answer its id; the route and the form would not change.
 */
export type HelpDesk = {
  /** 'mail' (built in), or the hosted desk's name. */
  readonly name: string
  createRequest(request: SupportRequest): Promise<{ reference: string }>
}

/** The store's support address unless SUPPORT_EMAIL says otherwise (docs/operations.md). */
export const DEFAULT_SUPPORT_EMAIL = 'support@ironhouse.local'

// Crockford's base 32 without I, L, O and U: a reference read out on the phone is not misheard
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** SR-YYMMDD-XXXXXX: the day (UTC) the request came, and 30 random bits (a billion a day). */
export function newSupportReference(at: Date): string {
  const day = at.toISOString().slice(2, 10).replaceAll('-', '')
  const code = Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')
  return `SR-${day}-${code}`
}

function staffMail(request: SupportRequest, reference: string): string {
  return [
    `Support request ${reference} from the ${request.siteCode} site`,
    '',
    `Name: ${request.name}`,
    `Email: ${request.email} (${request.customerId === null ? 'a guest: the address was typed into the form, not verified' : `signed-in customer ${request.customerId}`})`,
    `Topic: ${request.topic ?? '(none chosen)'}`,
    `Order number: ${request.orderNumber ?? '(none given)'}`,
    `Received: ${request.receivedAt.toISOString()}`,
    `Subject: ${request.subject}`,
    '',
    request.message,
    '',
    '--',
    `Reply to this mail to answer the shopper (Reply-To is their address); keep ${reference} in the subject.`,
  ].join('\n')
}

/**
 * The acknowledgement. A guest's address was typed, not proven theirs: their mail holds the reference
 * and nothing the sender wrote (else the form would send anyone's text to any inbox). A signed-in
 * customer's goes to the account's own address and repeats their request.
 */
function acknowledgement(request: SupportRequest, reference: string): string {
  const own = request.customerId !== null
  return [
    own ? `Hello ${request.name},` : 'Hello,',
    '',
    'Thank you for contacting Ironhouse support. We have received your request and will answer by email,',
    'usually within two business days.',
    '',
    `Your reference: ${reference}`,
    'Please quote it if you write to us about this request again.',
    ...(own ? ['', `Subject: ${request.subject}`, ...(request.orderNumber ? [`Order number: ${request.orderNumber}`] : []), '', request.message] : []),
    '',
    'If you did not write to us, you can ignore this mail.',
  ].join('\n')
}

/**
 * The built-in help desk: the request is mailed to the store's support address with Reply-To the
 * shopper (staff answer from their mail program), and an acknowledgement with the reference to the
 * shopper. Both are queued in one transaction of the outbox: sent after the commit, retried until
 * the transport takes them (docs/support-requests.md).
 */
export function mailHelpDesk(db: Db, supportAddress: string): HelpDesk {
  return {
    name: 'mail',
    async createRequest(request) {
      const reference = newSupportReference(request.receivedAt)
      await withTransaction(db, async (tx) => {
        await enqueueMail(tx, {
          to: supportAddress,
          subject: `[${reference}] ${request.subject}`,
          text: staffMail(request, reference),
          headers: { 'Reply-To': request.email },
        })
        await enqueueMail(tx, { to: request.email, subject: `We have received your request ${reference}`, text: acknowledgement(request, reference) })
      })
      return { reference }
    },
  }
}
