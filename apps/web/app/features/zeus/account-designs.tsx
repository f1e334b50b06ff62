import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import type { ZeusProjectSummary } from '@ironhouse/contracts'
import { PageMeta } from '../../platform/page-meta.tsx'
import { useSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'
import { messageOf } from '../cart/list-client.ts'
import { DesignList } from './design-list.tsx'
import { zeusClient } from './zeus-client.ts'

export const ACCOUNT_ZEUS_TITLES: Record<string, string> = { 'account-my-gyms': 'My Gyms', 'account-zeus-saved-design': 'ZEUS Saved Designs' }

/**
 * /account/my-gyms and /account/zeus-saved-design (shell §2 account children): the customer's saved
 * ZEUS designs, read in the browser. The builder is USA only: other sites say so and link nowhere.
 */
export function AccountDesigns({ title, prefix, usa }: { title: string; prefix: string; usa: boolean }) {
  const { api, session } = useSessionStore()
  const client = useMemo(() => zeusClient(api), [api])
  const [designs, setDesigns] = useState<Array<ZeusProjectSummary> | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!usa) return
    let live = true
    client.mine().then(
      (list) => live && setDesigns(list),
      (e: unknown) => live && setError(messageOf(e)),
    )
    return () => {
      live = false
    }
  }, [client, usa])

  return (
    <div className="account-section zeus zeus--account">
      <PageMeta title={title} />
      <h1>{title}</h1>
      {!usa ? (
        <p>The ZEUS Gym Builder is available on our US site.</p>
      ) : (
        <>
          <p>
            The gyms you designed with the ZEUS Gym Builder. <Link to={sitePath(prefix, '/zeus-builder/project/edit')}>Start a new design</Link> or{' '}
            <Link to={sitePath(prefix, '/zeus-builder/templates')}>start from a template</Link>.
          </p>
          {error ? (
            <p className="zeus__error" role="alert">
              {error}
            </p>
          ) : null}
          {designs === null && !error ? <p aria-live="polite">Loading your designs…</p> : null}
          {designs?.length === 0 ? <p>You have not saved a design yet.</p> : null}
          {designs && designs.length > 0 ? (
            <DesignList designs={designs} prefix={prefix} client={client} loggedIn={session.loggedIn} onRemoved={(id) => setDesigns((current) => current?.filter((d) => d.id !== id) ?? null)} />
          ) : null}
        </>
      )}
    </div>
  )
}
