import { useState } from 'react'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import type { List, ListItem } from '@ironhouse/contracts'

type RegistryFound = { urlKey: string; name: string; registrantName: string; eventType: string | null; eventDate: string | null }
import { sitePath } from '../../platform/site.ts'
import { useRootData } from '../../platform/use-root-data.ts'
import { buyRequestOfLine } from '../cart/buy-request.ts'
import { useCart } from '../cart/cart-context.tsx'
import { ListLines } from '../cart/list-lines.tsx'
import { messageOf, useListClient } from '../cart/list-client.ts'
import { ShareLink, SignedIn } from './account-lists.tsx'

type RegistryMeta = { wanted?: number; purchased?: number; priority?: string }
const registryOf = (item: ListItem): RegistryMeta => (item.metadata.registry ?? {}) as RegistryMeta
/** A registry's event day (YYYY-MM-DD, a calendar day: no time zone shifts it) as a reader says it: 'June 1, 2031'. */
export function eventDayText(day: string): string {
  const date = new Date(`${day}T12:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
}

const eventOf = (list: List) => (list.metadata.registry ?? {}) as { eventType?: string; eventDate?: string; message?: string }

/** /account/registry: the customer's registries and a form to start one. */
export function RegistriesPage() {
  const { lists, loaded, refresh } = useCart()
  const client = useListClient()
  const { prefix, session } = useRootData()
  const [error, setError] = useState<string | null>(null)
  const [created, setCreated] = useState<string | null>(null)
  const registries = lists.filter((l) => l.type === 'registry')
  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const element = event.currentTarget
    const form = new FormData(element)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    try {
      await client.create('registry', {
        name: text('name'),
        registrantName: text('registrantName'),
        registry: { eventType: text('eventType') || undefined, ...(text('eventDate') ? { eventDate: text('eventDate') } : {}) },
      })
      setError(null)
      // the form starts again, so a second click makes no second registry
      element.reset()
      setCreated(`Your registry ${text('name')} was created`)
      await refresh()
    } catch (e) {
      setCreated(null)
      setError(messageOf(e))
    }
  }
  return (
    <div className="list-page">
      <h1>My Registries</h1>
      <SignedIn>
        {!loaded ? <p>Loading…</p> : registries.length === 0 ? <p>You have no registry yet.</p> : null}
        <ul className="my-lists">
          {registries.map((r) => (
            <li key={r._id}>
              <Link to={sitePath(prefix, `/account/registry/${r._id}`)}>{r.name}</Link> ({r.items.length} items)
            </li>
          ))}
        </ul>
        <h2>Start a registry</h2>
        <form className="stacked-form" onSubmit={(e) => void create(e)}>
          <label htmlFor="registry-name">Registry name (required)</label>
          <input id="registry-name" name="name" required maxLength={200} />
          <label htmlFor="registry-registrant">Your name as guests will search it (required)</label>
          <input id="registry-registrant" name="registrantName" required maxLength={200} defaultValue={session.firstname} />
          <label htmlFor="registry-event">Occasion</label>
          <input id="registry-event" name="eventType" maxLength={200} />
          <label htmlFor="registry-date">Date</label>
          <input id="registry-date" name="eventDate" type="date" />
          {error ? <p role="alert">{error}</p> : null}
          {created ? <p role="status">{created}</p> : null}
          <button type="submit" className="button button--primary">
            Create registry
          </button>
        </form>
      </SignedIn>
    </div>
  )
}

function RegistryColumns({ item }: { item: ListItem }) {
  const r = registryOf(item)
  return (
    <dl className="registry-counts">
      <div>
        <dt>Wanted</dt>
        <dd>{r.wanted ?? item.qty}</dd>
      </div>
      <div>
        <dt>Purchased</dt>
        <dd>{r.purchased ?? 0}</dd>
      </div>
      <div>
        <dt>Priority</dt>
        <dd>{r.priority ?? 'medium'}</dd>
      </div>
    </dl>
  )
}

/** /account/registry/{id}: manage one registry: its share link, wanted quantities, priorities, removal. */
export function RegistryManagePage({ id }: { id: string }) {
  const { lists, loaded, removeItem } = useCart()
  const { prefix } = useRootData()
  const registry = lists.find((l) => l._id === id && l.type === 'registry')
  return (
    <div className="list-page">
      <h1>{registry?.name ?? 'Registry'}</h1>
      <SignedIn>
        {!loaded ? <p>Loading…</p> : null}
        {loaded && !registry ? <p>This registry was not found.</p> : null}
        {registry ? (
          <>
            <ShareLink list={registry} kind="registry" />
            <p>Add products to this registry from their product pages (Add to Wishlist adds to your wishlist; registry items are added here).</p>
            <ListLines list={registry} prefix={prefix} readOnly actions={[{ label: 'Remove', onClick: (item) => void removeItem(registry, item._id) }]} />
            <ul className="registry-lines-counts">
              {registry.items.map((item) => (
                <li key={item._id}>
                  {item.product.name}: <RegistryColumns item={item} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </SignedIn>
    </div>
  )
}

/**
 * /registry/{urlKey}: a registry as its guests see it: what is wanted, what has been purchased, the
 * priority; buying puts the item in a registryPurchase list for that registry (commerce §3, §4).
 */
export function SharedRegistryPage({ list }: { list: List }) {
  const { lists, refresh } = useCart()
  const client = useListClient()
  const { prefix } = useRootData()
  const [message, setMessage] = useState<string | null>(null)
  const registryId = String(list.metadata.registryId ?? '')
  const event = eventOf(list)
  async function buy(item: ListItem) {
    try {
      const existing = lists.find((l) => l.type === 'registryPurchase' && (l.metadata.registry as { registryId?: string } | undefined)?.registryId === registryId)
      const purchase = existing ?? (await client.create('registryPurchase', { registry: { registryId } }))
      const request = { ...buyRequestOfLine(item, 1), metadata: { registry: { registryId, itemId: item._id } } }
      await client.add(purchase._id, [request])
      await refresh()
      setMessage(`${item.product.name} was added to your registry purchase`)
    } catch (e) {
      setMessage(messageOf(e))
    }
  }
  const purchase = lists.find((l) => l.type === 'registryPurchase' && (l.metadata.registry as { registryId?: string } | undefined)?.registryId === registryId)
  return (
    <div className="list-page">
      <h1>{list.name}</h1>
      <p className="registry-for">
        Registry of {String(list.metadata.registrantName ?? '')}
        {event.eventType ? `, ${event.eventType}` : ''}
        {event.eventDate ? ` on ${eventDayText(event.eventDate)}` : ''}
      </p>
      {message ? <p role="status">{message}</p> : null}
      <ListLines list={list} prefix={prefix} readOnly actions={[{ label: 'Buy this gift', onClick: (item) => void buy(item), testId: 'buy-gift' }]} />
      <ul className="registry-lines-counts">
        {list.items.map((item) => (
          <li key={item._id}>
            {item.product.name}: <RegistryColumns item={item} />
          </li>
        ))}
      </ul>
      {purchase && purchase.items.length > 0 ? (
        <section aria-labelledby="purchase-title" className="registry-purchase">
          <h2 id="purchase-title">Your registry purchase</h2>
          <ListLines list={purchase} prefix={prefix} readOnly actions={[]} />
          <Link className="button button--primary" to={sitePath(prefix, `/checkout?list=${purchase._id}`)}>
            Checkout
          </Link>
        </section>
      ) : null}
    </div>
  )
}

/** /giftregistry/search/index: find a registry by the registrant's name. */
export function RegistrySearchPage() {
  const { prefix } = useRootData()
  const client = useListClient()
  const [results, setResults] = useState<Array<RegistryFound> | null>(null)
  const [error, setError] = useState<string | null>(null)
  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim()
    if (name.length < 2) {
      setError('Please enter at least 2 letters of a name')
      return
    }
    setError(null)
    try {
      setResults((await client.registries(name)).registries)
    } catch (e) {
      setError(messageOf(e))
    }
  }
  return (
    <div className="list-page">
      <h1>Find a Registry</h1>
      <form className="inline-form" role="search" onSubmit={(e) => void search(e)}>
        <label htmlFor="registry-search-name">Registrant name</label>
        <input id="registry-search-name" name="name" minLength={2} maxLength={100} required />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {results === null ? null : results.length === 0 ? (
        <p role="status">No registry matches that name.</p>
      ) : (
        <ul className="registry-results" aria-label="Registries found">
          {results.map((r) => (
            <li key={r.urlKey}>
              <Link to={sitePath(prefix, `/registry/${r.urlKey}`)}>{r.name}</Link>: {r.registrantName}
              {r.eventType ? `, ${r.eventType}` : ''}
              {r.eventDate ? ` (${eventDayText(r.eventDate)})` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
