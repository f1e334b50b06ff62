import { useEffect, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { chooseActiveCart, loginRedirectPath } from '@ironhouse/domain'
import type { List } from '@ironhouse/contracts'
import { sitePath } from '../../platform/site.ts'
import { useRootData } from '../../platform/use-root-data.ts'
import { useCart } from '../cart/cart-context.tsx'
import { useListClient } from '../cart/list-client.ts'
import { ListLines } from '../cart/list-lines.tsx'
import { formatListMoney } from '../cart/money.ts'
import { listTitleOf } from './list-title.ts'

/** Account list pages need a signed-in customer: a guest is sent to /login?redirect= (commerce §2, §4). */
export function SignedIn({ children }: { children: ReactNode }) {
  const { session, prefix } = useRootData()
  const { pathname } = useLocation()
  useEffect(() => {
    if (!session.loggedIn) window.location.replace(`${prefix}${loginRedirectPath(pathname)}`)
  }, [session.loggedIn, pathname, prefix])
  if (!session.loggedIn) {
    return (
      <p>
        Please <a href={`${prefix}${loginRedirectPath(pathname)}`}>log in</a> to see this page.
      </p>
    )
  }
  return <>{children}</>
}

function Notices() {
  const { notices } = useCart()
  return (
    <div role="status" aria-live="polite" className="list-page__notices">
      {notices.map((n) => (
        <p key={n.id} className={`cart-notice cart-notice--${n.kind}`}>
          {n.text}
        </p>
      ))}
    </div>
  )
}

/** The link that shows a wishlist or registry to anyone who has it. */
export function ShareLink({ list, kind }: { list: List; kind: 'wishlist' | 'registry' }) {
  const { origins, site, prefix } = useRootData()
  // the configured public origin of the site, never the request's Host
  const origin = origins[site.code]
  const [copied, setCopied] = useState(false)
  if (!list.urlKey) return null
  const url = `${origin}${sitePath(prefix, `/${kind}/${list.urlKey}`)}`
  return (
    <div className="share-link">
      <label htmlFor={`share-${list._id}`}>Share this {kind === 'wishlist' ? 'wishlist' : 'registry'}</label>
      <input id={`share-${list._id}`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="share-url" />
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true))
        }}
      >
        Copy link
      </button>
      {copied ? <span role="status">Link copied</span> : null}
    </div>
  )
}

/** /account/wishlist: the customer's wishlist, its share link, move to cart and remove. */
export function WishlistPage() {
  const { loaded, lists, moveTo, removeItem, refresh } = useCart()
  const client = useListClient()
  const { prefix } = useRootData()
  const { pathname } = useLocation()
  const wishlist = lists.find((l) => l.type === 'wishlist')
  return (
    <div className="list-page">
      <h1>My Wishlist</h1>
      <SignedIn>
        <Notices />
        {!loaded ? <p>Loading…</p> : null}
        {loaded && !wishlist ? (
          <div>
            <p>Your wishlist is empty. Use “Add to Wishlist” on a product to keep it here.</p>
            <button type="button" className="button" onClick={() => void client.create('wishlist').then(() => refresh())}>
              Start a wishlist to share
            </button>
          </div>
        ) : null}
        {wishlist ? (
          <>
            <ShareLink list={wishlist} kind="wishlist" />
            {wishlist.items.length === 0 ? <p>Your wishlist is empty.</p> : null}
            <ListLines
              list={wishlist}
              prefix={prefix}
              readOnly
              actions={[
                { label: 'Move to Cart', onClick: (item) => void moveTo(wishlist, [item._id], 'quote', pathname), testId: 'move-to-cart' },
                { label: 'Remove', onClick: (item) => void removeItem(wishlist, item._id) },
              ]}
            />
          </>
        ) : null}
      </SignedIn>
    </div>
  )
}

/** /account/my-lists: every list of the customer with its item count and where to manage it. */
export function MyListsPage() {
  const { loaded, lists } = useCart()
  const { prefix } = useRootData()
  const hrefOf = (list: List) => {
    if (list.type === 'wishlist') return '/account/wishlist'
    if (list.type === 'registry') return `/account/registry/${list._id}`
    if (list.type === 'quote' || list.type === 'sfl') return '/cart'
    return '/account/custom-quoting'
  }
  return (
    <div className="list-page">
      <h1>My Lists</h1>
      <SignedIn>
        {!loaded ? (
          <p>Loading…</p>
        ) : lists.length === 0 ? (
          <>
            <p>You have no lists yet.</p>
            <p>
              Keep products for later in <Link to={sitePath(prefix, '/account/wishlist')}>your wishlist</Link> with “Add to Wishlist” on any product, or{' '}
              <Link to={sitePath(prefix, '/account/registry')}>create a gift registry</Link> to share.
            </p>
          </>
        ) : null}
        <ul className="my-lists">
          {lists.map((list) => (
            <li key={list._id}>
              <Link to={sitePath(prefix, hrefOf(list))}>{listTitleOf(list)}</Link>: {list.items.length} {list.items.length === 1 ? 'item' : 'items'},{' '}
              {formatListMoney(list.totals.subtotal, list.currency, list.storeId)}
            </li>
          ))}
        </ul>
      </SignedIn>
    </div>
  )
}

/**
 * /account/custom-quoting: the customer's quote lists (carts). The active cart is the quote list with
 * the latest activeCartTs (commerce §4); another one can be named, made active or removed.
 */
export function CustomQuotingPage() {
  const { loaded, lists, refresh } = useCart()
  const client = useListClient()
  const [name, setName] = useState('')
  const quotes = lists.filter((l) => l.type === 'quote')
  const active = chooseActiveCart(lists)
  const { prefix } = useRootData()
  const navigate = useNavigate()
  // the link of a quote staff sent (docs/lists.md "Quotes built by staff") names it: ?quote={id}
  const sent = useSearchParams()[0].get('quote')
  async function checkOut(quote: List, now: number) {
    if (quote._id !== active?._id) await client.metadata(quote._id, { activeCartTs: now })
    await navigate(sitePath(prefix, '/checkout'))
  }
  async function create(event: FormEvent) {
    event.preventDefault()
    await client.create('quote', name.trim() ? { name: name.trim() } : undefined)
    setName('')
    await refresh()
  }
  return (
    <div className="list-page">
      <h1>Custom Quoting</h1>
      <SignedIn>
        <p>Keep several carts, one per project or quote, and choose the one you are shopping into.</p>
        {!loaded ? <p>Loading…</p> : null}
        <ul className="quote-lists">
          {quotes.map((q) => (
            <li key={q._id} aria-current={q._id === sent ? 'true' : undefined}>
              {q._id === sent ? <span className="quote-lists__sent">The quote we sent you: </span> : null}
              <strong>{q.name}</strong> {q._id === active?._id ? '(active cart)' : null}: {q.items.length} items,{' '}
              {formatListMoney(q.totals.subtotal, q.currency, q.storeId)}
              {q.items.length > 0 ? (
                <button type="button" className="button button--link" onClick={() => void checkOut(q, Date.now())}>
                  Check out<span className="visually-hidden"> {q.name}</span>
                </button>
              ) : null}
              {q._id === active?._id ? null : (
                <button type="button" className="button button--link" onClick={() => void client.metadata(q._id, { activeCartTs: Date.now() }).then(() => refresh())}>
                  Make active<span className="visually-hidden"> {q.name}</span>
                </button>
              )}
              <button type="button" className="button button--link" onClick={() => void client.remove(q._id).then(() => refresh())}>
                Delete<span className="visually-hidden"> {q.name}</span>
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={(e) => void create(e)} className="inline-form">
          <label htmlFor="quote-name">New quote name</label>
          <input id="quote-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
          <button type="submit" className="button">
            Create quote
          </button>
        </form>
      </SignedIn>
    </div>
  )
}
