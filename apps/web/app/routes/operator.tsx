import { data, useActionData, useLoaderData } from 'react-router'
import { ContentPreviewResponse, StaffQuotePriceResponse, StaffQuoteResponse } from '@ironhouse/contracts'
import { ContentPreviewPage, type PreviewView } from '../features/operator/content-preview.tsx'
import { OperatorSignIn } from '../features/operator/operator-sign-in.tsx'
import { operatorHeaders, operatorSessionAction, operatorTokenOf, type SignInFailure } from '../features/operator/operator-session.server.ts'
import { QuoteBuilderPage, type QuoteOutcome } from '../features/operator/quote-builder.tsx'
import { loadStaff, moderateFromForm } from '../features/operator/staff.server.ts'
import { StaffScreenPage } from '../features/operator/staff-screen.tsx'
import type { ModerationOutcome } from '../features/operator/staff-types.ts'
import { validateBlockTree, withBlockData } from '../features/content/load-content.server.ts'
import { notFoundView } from '../features/shell/message-views.ts'
import { guardEntry, pageContext, type PageContext } from '../platform/page.server.ts'
import { loadSite } from '../platform/shell.server.ts'
import operatorCss from '../styles/operator.css?url'
import type { Route } from './+types/operator'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: operatorCss }]

// The staff screens of the route table (docs/storefront.md "Operator screens"), one module for the four
// so the route manifest every page loads names one more module, not four: the content preview
// (/__rb__/preview, and /__rb__/rhpa without third-party add-ons; shell §2), the order manager's
// quote (/order-manager-quote: admin hosts only, header hidden) and the staff screen (/__rb__/staff:
// admin hosts only; review moderation and the marketing records). Each answers only to the operator token.

type SignInView = { kind: 'sign-in'; title: string; message?: string }
type QuoteView = { kind: 'quote'; siteCode: PageContext['ref']['code'] }

/** Never kept by a cache in front, never indexed: what an operator sees is theirs. */
export function headers() {
  return { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' }
}

async function notFound(): Promise<never> {
  await notFoundView.ready()
  throw data({ message: 'Page not found' }, { status: 404 })
}

function errorMessage(body: unknown, fallback: string): string {
  const message = body && typeof body === 'object' && 'message' in body ? body.message : undefined
  return typeof message === 'string' && message !== '' ? message : fallback
}

/** The preview of a content page (shell §2): by ?id= (id or identifier), ?url= or ?page= (either), the home page without any. */
async function loadPreview(page: PageContext, request: Request, rhpa: boolean) {
  const title = rhpa ? 'Content Preview (rhpa)' : 'Content Preview'
  const token = operatorTokenOf(request)
  // ?page= is the preview form's one field: a url starts with '/', anything else is an id or identifier
  const params = page.url.searchParams
  const typed = params.get('page')?.trim() ?? ''
  const asked = typed.startsWith('/') ? { id: '', url: typed } : { id: typed || (params.get('id')?.trim() ?? ''), url: typed ? '' : (params.get('url')?.trim() ?? '') }
  const query = { id: asked.id || undefined, url: asked.url || undefined }
  const response = await page.api.raw('/svc_content/operator/preview', { query, headers: operatorHeaders(token), storeId: false })
  const body: unknown = await response.json().catch(() => undefined)
  // no operator calls configured: the screen does not exist
  if (response.status === 404 && (!token || errorMessage(body, '') === 'Not found')) return notFound()
  if (response.status === 401 || (!token && !response.ok)) {
    return data<SignInView>({ kind: 'sign-in', title, ...(token ? { message: 'That operator token is no longer valid.' } : {}) }, { status: 401 })
  }
  const site = await loadSite(page.api, page.ref)
  if (!response.ok) {
    const blocks = await page.api.get('/svc_content/operator/preview', ContentPreviewResponse, { headers: operatorHeaders(token), storeId: false }).then(
      (home) => home.blocks,
      () => [],
    )
    const problem = response.status === 404 ? `There is no content page ${asked.url || asked.id}.` : errorMessage(body, 'That is not a page id or url.')
    return data<PreviewView>({ kind: 'preview', rhpa, asked, content: null, problem, blocks }, { status: response.status === 404 ? 404 : 400 })
  }
  const preview = ContentPreviewResponse.parse(body)
  const content = await withBlockData(page.api, { ...preview.page, builder: validateBlockTree(preview.page.builder) }, site)
  return { kind: 'preview', rhpa, asked, content, problem: null, blocks: preview.blocks } satisfies PreviewView
}

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const key = page.entry?.key
  if (key === 'rb-preview' || key === 'rb-rhpa') return loadPreview(page, args.request, key === 'rb-rhpa')
  if (key === 'rb-staff') return loadStaff(page, args.request, notFound)
  if (key !== 'order-manager-quote') return notFound()
  if (!operatorTokenOf(args.request)) return data<SignInView>({ kind: 'sign-in', title: 'Order Manager Quote' }, { status: 401 })
  return { kind: 'quote', siteCode: page.ref.code } satisfies QuoteView
}

/** The quote's form fields as the call's body: lines without a SKU are left out. */
function quoteBody(form: FormData) {
  const quantities = form.getAll('qty')
  const items = form
    .getAll('sku')
    .map((sku, i) => ({ sku: String(sku).trim(), qty: Number(quantities[i] ?? 1) }))
    .filter((item) => item.sku !== '')
  const text = (name: string) => String(form.get(name) ?? '').trim() || undefined
  return { email: String(form.get('email') ?? '').trim(), name: text('name'), note: text('note'), items }
}

/** Staff sign-in and sign-out on any of the screens; pricing and sending a quote on /order-manager-quote. */
export async function action(args: Route.ActionArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const form = await args.request.formData()
  const intent = String(form.get('intent') ?? '')
  if (intent === 'sign-in' || intent === 'sign-out') return operatorSessionAction(page, args.request, form)
  if (page.entry?.key === 'rb-staff') return moderateFromForm(page, args.request, form)
  if (page.entry?.key !== 'order-manager-quote' || (intent !== 'price' && intent !== 'send')) return data<QuoteOutcome>({ kind: 'error', message: 'Unknown action.' }, { status: 400 })
  const token = operatorTokenOf(args.request)
  const body = quoteBody(form)
  if (body.items.length === 0) return data<QuoteOutcome>({ kind: 'error', message: 'Add at least one product by its SKU.', form: body }, { status: 400 })
  const response = await page.api.raw(intent === 'price' ? '/svc_list/operator/quotes/price' : '/svc_list/operator/quotes', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { ...operatorHeaders(token), 'content-type': 'application/json' },
  })
  const answer: unknown = await response.json().catch(() => undefined)
  if (response.status === 401) return data<SignInFailure>({ kind: 'sign-in', message: 'That operator token is no longer valid.' }, { status: 401 })
  if (!response.ok) return data<QuoteOutcome>({ kind: 'error', message: errorMessage(answer, 'The quote could not be made. Please try again.'), form: body }, { status: response.status >= 500 ? 502 : response.status })
  if (intent === 'price') return { kind: 'priced', price: StaffQuotePriceResponse.parse(answer), form: body } satisfies QuoteOutcome
  const { list, link } = StaffQuoteResponse.parse(answer)
  return { kind: 'sent', email: body.email.toLowerCase(), name: list.name, link, total: list.totals.total, currency: list.currency } satisfies QuoteOutcome
}

export default function OperatorScreen() {
  const view = useLoaderData<typeof loader>()
  const outcome = useActionData<typeof action>()
  if (outcome?.kind === 'sign-in') return <OperatorSignIn title={'title' in outcome ? outcome.title : view.kind === 'sign-in' ? view.title : 'Order Manager Quote'} message={outcome.message} />
  if (view.kind === 'sign-in') return <OperatorSignIn title={view.title} message={view.message} />
  if (view.kind === 'preview') return <ContentPreviewPage view={view} />
  if (view.kind === 'staff') return <StaffScreenPage view={view} outcome={outcome as ModerationOutcome | undefined} siteCode={view.siteCode} />
  return <QuoteBuilderPage outcome={outcome as QuoteOutcome | undefined} siteCode={view.siteCode} />
}
