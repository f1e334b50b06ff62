import { lazyView } from '../../platform/lazy-view.ts'

// The not-found and error pages arrive only when one is shown (issue 13: the product page's JavaScript
// does not carry them). On the server a render that reaches one waits for its module (a route's loader
// readies it first where it can); in the browser, hydration keeps the server's HTML until it arrives.
export const notFoundView = lazyView(() => import('./not-found.tsx').then((module) => module.NotFoundView))
export const errorView = lazyView(() => import('./not-found.tsx').then((module) => module.ErrorView))
