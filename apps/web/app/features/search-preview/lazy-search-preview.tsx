import { useId, useRef, useState, type ComponentType } from 'react'
import { useLocation } from 'react-router'
import { sitePath } from '../../platform/site.ts'
import { SearchSubmitButton } from '../shell/search-box.tsx'
import type { SearchPreviewProps } from './search-preview.tsx'

let loading: Promise<ComponentType<SearchPreviewProps>> | null = null

/** The preview's module (its code, the search client and its checks), fetched once per page life. */
function loadSearchPreview(): Promise<ComponentType<SearchPreviewProps>> {
  loading ??= import('./search-preview.tsx').then((module) => module.SearchPreview)
  // a failed fetch (offline, a new deployment) is tried again on the next focus
  loading.catch(() => {
    loading = null
  })
  return loading
}

type Loaded = { Preview: ComponentType<SearchPreviewProps>; focused: boolean }

/**
 * The header search as the page first loads it: the same form and combobox markup as the live
 * preview (search-preview.tsx), whose code is fetched on the first focus or keystroke in the box
 * (issue 13: the search-preview code loads on the interaction that needs it). What was typed in the
 * meantime, the focus and a submit are handed to the preview when it mounts. Without JavaScript,
 * or before hydration, it is the plain GET form to /search.
 */
export function LazySearchPreview({ prefix, label = 'Site search' }: { prefix: string; label?: string }) {
  const location = useLocation()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [typed, setTyped] = useState<string | null>(null)
  const [submitPending, setSubmitPending] = useState(false)
  const onSearchPage = /\/search$/.test(location.pathname)
  const urlQuery = onSearchPage ? (new URLSearchParams(location.search).get('q') ?? '') : ''

  if (loaded) {
    const { Preview, focused } = loaded
    return (
      <Preview prefix={prefix} label={label} initialQuery={typed ?? undefined} startOpen={focused} takeFocus={focused} submitOnMount={submitPending} />
    )
  }

  function load() {
    void loadSearchPreview().then(
      (Preview) => setLoaded({ Preview, focused: typeof document !== 'undefined' && document.activeElement === inputRef.current }),
      () => undefined,
    )
  }

  return (
    <form
      role="search"
      aria-label={label}
      method="get"
      action={sitePath(prefix, '/search')}
      className="search-box search-preview"
      onSubmit={(event) => {
        // Enter before the preview arrived: it submits once mounted (to the merchandised redirect when one exists)
        event.preventDefault()
        setSubmitPending(true)
        load()
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search products
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        name="q"
        placeholder="Search"
        autoComplete="off"
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={`${id}-listbox`}
        value={typed ?? urlQuery}
        onChange={(event) => {
          setTyped(event.currentTarget.value)
          load()
        }}
        onFocus={load}
      />
      <SearchSubmitButton />
      <div className="search-preview__popup" hidden>
        <ul id={`${id}-listbox`} role="listbox" aria-label="Search suggestions" className="search-preview__list" />
      </div>
    </form>
  )
}
