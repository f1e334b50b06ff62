// The ZendeskForm content block (platform §2, a lazily loaded block; docs/support-requests.md): a support
// request form, sent to the store's help desk (POST /svc_support/requests). This file is the block's
// shell, in the content pages' code: the heading, the intro, and what a browser without JavaScript reads.
// The form itself (support-request-form.tsx) is fetched after hydration and only on a page with the
// block, so a content page without it pays nothing, and no other page does either.
import { lazy, Suspense, useId, useSyncExternalStore } from 'react'
import type { Site } from '@ironhouse/contracts'
import { useRootData } from '../../../platform/use-root-data.ts'

const SupportRequestForm = lazy(() => import('./support-request-form.tsx'))

const noSubscription = () => () => undefined
const inBrowser = () => true
const onServer = () => false

export type ZendeskFormProps = { title?: string | undefined; intro?: string | undefined; topics?: Array<string> | undefined; className?: string | undefined }

/** The site's own address: the footer's mailto: link (the same the quote request uses), without its query. */
export function storeEmailOf(site: Site): string | null {
  const link = site.navigation.footer.flatMap((column) => column.links).find((l) => l.url.startsWith('mailto:'))
  return link ? link.url.slice('mailto:'.length).split('?')[0] || null : null
}

/**
 * The block: a titled section whose form arrives once the page has hydrated (the form is only of use
 * with JavaScript: its captcha is solved by a script). Without JavaScript it says so and gives the
 * store's email instead.
 */
export function ZendeskForm({ title, intro, topics, className }: ZendeskFormProps) {
  const headingId = useId()
  const email = storeEmailOf(useRootData().site)
  // false on the server and while hydrating, true once the page runs in the browser
  const hydrated = useSyncExternalStore(noSubscription, inBrowser, onServer)
  // the form's room until it arrives, with script only (styles/pages.css): the form does not push the page down
  const room = topics && topics.length > 0 ? 'support-request__room support-request__room--topics' : 'support-request__room'
  return (
    <section
      className={['support-request', className].filter(Boolean).join(' ')}
      {...(title ? { 'aria-labelledby': headingId } : { 'aria-label': 'Contact form' })}
    >
      {title ? <h2 id={headingId}>{title}</h2> : null}
      {intro ? <p className="support-request__intro">{intro}</p> : null}
      {hydrated ? (
        <Suspense
          fallback={
            <p className={`support-request__loading ${room}`} role="status">
              Loading the form…
            </p>
          }
        >
          <SupportRequestForm topics={topics ?? []} storeEmail={email} />
        </Suspense>
      ) : (
        <>
          <div className={room} />
          <noscript>
            <p className="notice">
              This form needs JavaScript, which is off in your browser.{' '}
              {email ? (
                <>
                  Please email us at <a href={`mailto:${email}`}>{email}</a> instead.
                </>
              ) : (
                'Please email us instead.'
              )}
            </p>
          </noscript>
        </>
      )}
    </section>
  )
}
