import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export type LazyView<P> = {
  /** The view (a React lazy component). */
  View: LazyExoticComponent<ComponentType<P>>
  /** Loads the view's module; a route's loader awaits it on the server so the render never suspends. */
  ready: () => Promise<void>
}

/**
 * A page view whose code the browser fetches only on the pages that render it (issue 13: the product
 * page does not load the category and content views). On the server the module is loaded before the
 * render (`ready()` in the loader), so the HTML holds the whole view, with or without JavaScript; in the
 * browser, hydration waits for the view's chunk and keeps the server's HTML meanwhile, and a navigation
 * to such a page (a transition) keeps the current page until the chunk has arrived.
 */
export function lazyView<P>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<void> | undefined
  const ready = () => {
    loading ??= load().then((view) => {
      loaded = view
    })
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }
  // a view already loaded is handed over at once (a thenable that resolves synchronously), so React
  // renders it without suspending; otherwise React waits for the module
  const View = lazy(() => {
    const view = loaded
    if (view) return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: view }) } as Promise<{ default: ComponentType<P> }>
    return ready().then(() => ({ default: loaded as ComponentType<P> }))
  })
  return { View, ready }
}
