import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import type { ZeusProjectSummary } from '@ironhouse/contracts'
import { ApiError } from '../../platform/api-error.ts'
import { PageMeta } from '../../platform/page-meta.tsx'
import { useSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'
import { messageOf } from '../cart/list-client.ts'
import { DesignList } from './design-list.tsx'
import { zeusClient } from './zeus-client.ts'
import { ZeusNav } from './zeus-nav.tsx'

export type Section = 'featured' | 'templates' | 'my-gyms'

export const ZEUS_SECTIONS: Record<string, { title: string; sections: ReadonlyArray<Section> }> = {
  'zeus-builder': { title: 'ZEUS Gym Builder', sections: ['featured', 'templates', 'my-gyms'] },
  'zeus-builder-featured': { title: 'Featured Gyms', sections: ['featured'] },
  'zeus-builder-templates': { title: 'Gym Templates', sections: ['templates'] },
  'zeus-builder-my-gyms': { title: 'My Gyms', sections: ['my-gyms'] },
}

type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error'; message: string } | { state: 'login' }

const HEADINGS: Record<Section, { title: string; intro: string; path: string }> = {
  featured: { title: 'Featured Gyms', intro: 'Gyms our team put together: open one to look around, or copy it to My Gyms and make it yours.', path: '/zeus-builder/featured' },
  templates: { title: 'Templates', intro: 'Start from a room that looks like yours and change what you like.', path: '/zeus-builder/templates' },
  'my-gyms': { title: 'My Gyms', intro: 'The designs you saved.', path: '/zeus-builder/my-gyms' },
}

/**
 * /zeus-builder, /zeus-builder/featured, /templates and /my-gyms (shell §2, USA only). Nothing of the
 * shopper is rendered on the server: the designs are read in the browser.
 */
export function ZeusStart({ title, sections, prefix }: { title: string; sections: ReadonlyArray<Section>; prefix: string }) {
  const { api, session } = useSessionStore()
  const client = useMemo(() => zeusClient(api), [api])
  const [lists, setLists] = useState<Record<Section, Loaded<Array<ZeusProjectSummary>>>>({ featured: { state: 'loading' }, templates: { state: 'loading' }, 'my-gyms': { state: 'loading' } })
  const set = (section: Section, value: Loaded<Array<ZeusProjectSummary>>) => setLists((current) => ({ ...current, [section]: value }))

  useEffect(() => {
    let live = true
    const load = (section: Section, read: () => Promise<Array<ZeusProjectSummary>>) =>
      read().then(
        (value) => live && set(section, { state: 'ready', value }),
        (error: unknown) => live && set(section, error instanceof ApiError && error.status === 401 ? { state: 'login' } : { state: 'error', message: messageOf(error) }),
      )
    if (sections.includes('featured')) void load('featured', () => client.designs('featured'))
    if (sections.includes('templates')) void load('templates', () => client.designs('template'))
    if (sections.includes('my-gyms')) void load('my-gyms', () => client.mine())
    return () => {
      live = false
    }
  }, [client, sections, session.loggedIn])

  const loginPath = sitePath(prefix, `/login?redirect=${encodeURIComponent(sections.length === 1 ? '/zeus-builder/my-gyms' : '/zeus-builder')}`)
  return (
    <div className="zeus">
      <PageMeta title={title} description="Design your gym with the ZEUS Gym Builder: lay out rigs, racks, benches and rowers on a floor plan and buy the equipment list." />
      <ZeusNav prefix={prefix} />
      <h1>{title}</h1>
      {sections.length > 1 ? (
        <section className="zeus__start" aria-labelledby="zeus-new">
          <h2 id="zeus-new">Design your gym</h2>
          <p>Set your room&apos;s size, place rigs, racks, benches and rowers on the floor plan, and get a priced equipment list you can add to your cart in one go.</p>
          <Link className="button button--primary" to={sitePath(prefix, '/zeus-builder/project/edit')}>
            Start a new design
          </Link>
        </section>
      ) : null}
      {sections.map((section) => {
        const heading = HEADINGS[section]
        const list = lists[section]
        return (
          <section key={section} className="zeus__section" aria-labelledby={`zeus-${section}`} aria-busy={list.state === 'loading'}>
            {sections.length > 1 ? (
              <h2 id={`zeus-${section}`}>
                <Link to={sitePath(prefix, heading.path)}>{heading.title}</Link>
              </h2>
            ) : (
              <h2 id={`zeus-${section}`} className="visually-hidden">
                {heading.title}
              </h2>
            )}
            <p>{heading.intro}</p>
            {list.state === 'loading' ? <p>Loading…</p> : null}
            {list.state === 'error' ? (
              <p className="zeus__error" role="alert">
                {list.message}
              </p>
            ) : null}
            {list.state === 'login' ? (
              <p>
                <Link to={loginPath}>Log in</Link> to see and keep your designs.
              </p>
            ) : null}
            {list.state === 'ready' && list.value.length === 0 ? (
              <p>
                No designs yet. <Link to={sitePath(prefix, '/zeus-builder/project/edit')}>Start a new design</Link>
              </p>
            ) : null}
            {list.state === 'ready' && list.value.length > 0 ? (
              <DesignList
                designs={list.value}
                prefix={prefix}
                client={client}
                loggedIn={session.loggedIn}
                onRemoved={(id) => set(section, { state: 'ready', value: list.value.filter((d) => d.id !== id) })}
              />
            ) : null}
          </section>
        )
      })}
    </div>
  )
}
