// The staff screen /__rb__/staff (docs/storefront.md "Operator screens"): review moderation (?view=reviews,
// the default) and the marketing providers' records (?view=marketing, read-only), read from the operator
// calls with the operator token. The answers' schemas stay in the API (docs/marketing.md): the screen
// reads their JSON with the small types of staff-types.ts.
import { data } from 'react-router'
import type { PageContext } from '../../platform/page.server.ts'
import { operatorHeaders, operatorTokenOf } from './operator-session.server.ts'
import type { AffiliateSales, AffiliateSummary, AdConversions, EmailRecord, ModerationOutcome, StaffView, StaffReviewPage } from './staff-types.ts'

export type StaffSignIn = { kind: 'sign-in'; title: string; message?: string }

const TITLE = 'Staff'
const AFFILIATE_CODE = /^[a-z0-9_-]{1,64}$/

function messageOf(body: unknown, fallback: string): string {
  const message = body && typeof body === 'object' && 'message' in body ? body.message : undefined
  return typeof message === 'string' && message !== '' ? message : fallback
}

type Read = { ok: true; body: unknown } | { ok: false; status: number; message: string }

/** One operator call's JSON; its refusal as status and message. */
async function read(page: PageContext, token: string, path: string, query?: Record<string, string | undefined>): Promise<Read> {
  const response = await page.api.raw(path, { query, headers: operatorHeaders(token), storeId: false })
  const body: unknown = await response.json().catch(() => undefined)
  return response.ok ? { ok: true, body } : { ok: false, status: response.status, message: messageOf(body, 'The records could not be read.') }
}

/** A refusal that ends the screen: 404 when the store has no operator calls, the sign-in form for a token no longer valid. */
function ended(answer: Extract<Read, { ok: false }>, notFound: () => Promise<never>) {
  if (answer.status === 404 && answer.message === 'Not found') return notFound()
  if (answer.status === 401) return data<StaffSignIn>({ kind: 'sign-in', title: TITLE, message: 'That operator token is no longer valid.' }, { status: 401 })
  return null
}

const positive = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? value : undefined)

/** The loader of /__rb__/staff. */
export async function loadStaff(page: PageContext, request: Request, notFound: () => Promise<never>) {
  const token = operatorTokenOf(request)
  if (!token) return data<StaffSignIn>({ kind: 'sign-in', title: TITLE }, { status: 401 })
  const params = page.url.searchParams
  if (params.get('view') === 'marketing') {
    const code = params.get('affiliate')?.trim().toLowerCase() ?? ''
    const email = params.get('email')?.trim() ?? ''
    const [affiliates, conversions, sales, record] = await Promise.all([
      read(page, token, '/svc_marketing/operator/affiliates'),
      read(page, token, '/svc_marketing/operator/ad-conversions', { limit: '20' }),
      AFFILIATE_CODE.test(code) ? read(page, token, `/svc_marketing/operator/affiliates/${code}/sales`, { limit: '50' }) : null,
      email ? read(page, token, '/svc_marketing/operator/email', { email }) : null,
    ])
    if (!affiliates.ok) return ended(affiliates, notFound) ?? data<StaffView>({ kind: 'staff', siteCode: page.ref.code, view: 'marketing', problem: affiliates.message, marketing: null, reviews: null }, { status: 502 })
    return {
      kind: 'staff',
      siteCode: page.ref.code,
      view: 'marketing',
      problem: null,
      reviews: null,
      marketing: {
        affiliates: (affiliates.body as AffiliateSummary).affiliates,
        conversions: conversions.ok ? (conversions.body as AdConversions).conversions : [],
        affiliate: code || null,
        sales: sales?.ok ? (sales.body as AffiliateSales) : null,
        email: email || null,
        record: record?.ok ? (record.body as EmailRecord) : null,
        emailProblem: record && !record.ok ? record.message : null,
      },
    } satisfies StaffView
  }
  const status = params.get('status')
  const filter = {
    status: status === 'published' || status === 'hidden' ? status : undefined,
    productId: positive(params.get('productId')),
    reported: params.get('reported') === '1' ? '1' : undefined,
    page: positive(params.get('page')),
  }
  const answer = await read(page, token, '/svc_review/operator/reviews', filter)
  if (!answer.ok) return ended(answer, notFound) ?? data<StaffView>({ kind: 'staff', siteCode: page.ref.code, view: 'reviews', problem: answer.message, reviews: null, marketing: null }, { status: answer.status === 400 ? 400 : 502 })
  return { kind: 'staff', siteCode: page.ref.code, view: 'reviews', problem: null, marketing: null, reviews: { ...(answer.body as StaffReviewPage), filter: { status: filter.status ?? '', productId: filter.productId ?? '', reported: filter.reported === '1' } } } satisfies StaffView
}

/** Hide (with the typed reason), Show, or reply to a review (or remove the reply): the posts of the reviews view's forms. */
export async function moderateFromForm(page: PageContext, request: Request, form: FormData) {
  const intent = String(form.get('intent') ?? '')
  const id = positive(String(form.get('review') ?? ''))
  if (!['hide', 'show', 'reply', 'unreply'].includes(intent) || !id) return data<ModerationOutcome>({ kind: 'error', message: 'Unknown action.' }, { status: 400 })
  const reason = String(form.get('reason') ?? '').trim()
  if (intent === 'hide' && reason === '') return data<ModerationOutcome>({ kind: 'error', message: 'Give a reason for hiding the review.', review: Number(id) }, { status: 400 })
  const reply = intent === 'unreply' ? '' : String(form.get('reply') ?? '').trim()
  if (intent === 'reply' && reply === '') return data<ModerationOutcome>({ kind: 'error', message: 'Write the reply first.', review: Number(id), reply: true }, { status: 400 })
  const replying = intent === 'reply' || intent === 'unreply'
  const response = await page.api.raw(`/svc_review/operator/reviews/${id}/${replying ? 'reply' : intent}`, {
    method: 'POST',
    body: replying ? JSON.stringify({ text: reply }) : intent === 'hide' ? JSON.stringify({ reason }) : '{}',
    headers: { ...operatorHeaders(operatorTokenOf(request)), 'content-type': 'application/json' },
    storeId: false,
  })
  const body: unknown = await response.json().catch(() => undefined)
  if (response.status === 401) return data<StaffSignIn>({ kind: 'sign-in', title: TITLE, message: 'That operator token is no longer valid.' }, { status: 401 })
  if (!response.ok) return data<ModerationOutcome>({ kind: 'error', message: messageOf(body, 'The review could not be changed.'), review: Number(id), reply: replying }, { status: response.status >= 500 ? 502 : response.status })
  const moderated = (body as { review: { productName: string; authorName: string } }).review
  const whose = `${moderated.authorName}’s review of ${moderated.productName}`
  const done = { hide: `${whose} is hidden.`, show: `${whose} is shown again.`, reply: `Your reply to ${whose} is posted.`, unreply: `Your reply to ${whose} is removed.` }[intent]
  return { kind: 'done', message: done ?? '' } satisfies ModerationOutcome
}
