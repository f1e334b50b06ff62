import { createContext, createElement, useContext, useState } from 'react'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'

/** Navigations completed in this document: the page load is 1, each client-side navigation adds one. */
export type NavigationCount = { locationKey: string; count: number }

export function firstNavigation(locationKey: string): NavigationCount {
  return { locationKey, count: 1 }
}

/** The count after the router reports `locationKey`: a new key is a completed navigation. */
export function countNavigation(state: NavigationCount, locationKey: string): NavigationCount {
  return state.locationKey === locationKey ? state : { locationKey, count: state.count + 1 }
}

const NavigationCountContext = createContext(1)

/** Counts the document's completed navigations for the pages below it (mounted once, in the root layout). */
export function NavigationCountProvider({ children }: { children: ReactNode }) {
  const { key } = useLocation()
  const [state, setState] = useState(() => firstNavigation(key))
  const next = countNavigation(state, key)
  // adjusting state while rendering: the count is right in the same render as the new page
  if (next !== state) setState(next)
  return createElement(NavigationCountContext.Provider, { value: next.count }, children)
}

/** Completed navigations of this document; 1 on the server and on the page load. */
export function useCompletedNavigations(): number {
  return useContext(NavigationCountContext)
}
