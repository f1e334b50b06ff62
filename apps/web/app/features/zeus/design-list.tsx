import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { ZeusProjectSummary } from '@ironhouse/contracts'
import { sitePath } from '../../platform/site.ts'
import { messageOf } from '../cart/list-client.ts'
import { roomSizeLabel, type ZeusClient } from './zeus-client.ts'

type Props = {
  designs: ReadonlyArray<ZeusProjectSummary>
  prefix: string
  client: ZeusClient
  /** Templates and featured designs offer "Copy to My Gyms"; a customer's own offer Delete. */
  onRemoved?: (id: number) => void
  loggedIn: boolean
}

/** Cards of designs: name, room, item count, Open, and Copy to My Gyms or Delete. */
export function DesignList({ designs, prefix, client, onRemoved, loggedIn }: Props) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)

  const copy = async (id: number) => {
    if (!loggedIn) {
      navigate(sitePath(prefix, `/login?redirect=${encodeURIComponent('/zeus-builder/templates')}`))
      return
    }
    setBusy(id)
    setError(null)
    try {
      const copied = await client.copy(id)
      navigate(sitePath(prefix, `/zeus-builder/project/${copied.id}`))
    } catch (e) {
      setError(messageOf(e))
      setBusy(null)
    }
  }

  const remove = async (design: ZeusProjectSummary) => {
    if (!window.confirm(`Delete "${design.name}"?`)) return
    setBusy(design.id)
    setError(null)
    try {
      await client.remove(design.id)
      onRemoved?.(design.id)
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(null)
    }
  }

  return (
    <>
      {error ? (
        <p className="zeus__error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="zeus-cards">
        {designs.map((design) => (
          <li key={design.id} className="zeus-card" data-design-id={design.id}>
            <h3 className="zeus-card__name">{design.name}</h3>
            {design.description ? <p className="zeus-card__description">{design.description}</p> : null}
            <p className="zeus-card__facts">
              {roomSizeLabel(design)} · {design.itemCount} {design.itemCount === 1 ? 'item' : 'items'}
            </p>
            <div className="zeus-card__actions">
              <Link className="button" to={sitePath(prefix, `/zeus-builder/project/${design.id}`)} aria-label={`Open ${design.name}`}>
                Open
              </Link>
              {design.kind === 'project' ? (
                <button type="button" className="button button--secondary" disabled={busy === design.id} onClick={() => void remove(design)} aria-label={`Delete ${design.name}`}>
                  Delete
                </button>
              ) : (
                <button type="button" className="button button--secondary" disabled={busy === design.id} onClick={() => void copy(design.id)} aria-label={`Copy ${design.name} to My Gyms`}>
                  Copy to My Gyms
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
