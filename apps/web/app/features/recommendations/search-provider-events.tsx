// The page-level events of the search provider's event API (platform §6): view page after every
// navigation (not the app preloader, §2), and user info once the shopper is known (signed in).
// Rendered once by the shell; product, cart, wishlist, widget and order events are sent by the
// features they belong to.
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { useOptionalSessionStore } from '../../platform/session-context.tsx'
import { pageViewEvent, trackSearchEvent, userInfoEvent } from '../../platform/search-events.ts'

export function SearchProviderEvents() {
  const store = useOptionalSessionStore()
  const api = store?.api
  const { pathname, search } = useLocation()
  const session = store?.session
  const loggedIn = session?.loggedIn ?? false
  const customerId = session?.customerId ?? ''
  const toldCustomer = useRef<string | null>(null)

  useEffect(() => {
    if (!api) return
    const event = pageViewEvent(pathname, search)
    if (event) trackSearchEvent(api, event)
  }, [api, pathname, search])

  useEffect(() => {
    if (!api) return
    const event = userInfoEvent({ loggedIn, customerId })
    // once per customer per page life: a sign-in within the page tells it again
    if (!event || toldCustomer.current === customerId) return
    toldCustomer.current = customerId
    trackSearchEvent(api, event)
  }, [api, loggedIn, customerId])

  return null
}
