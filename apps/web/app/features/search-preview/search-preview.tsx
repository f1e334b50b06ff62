import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { SearchWidgetRequest, SearchWidgetResponse } from '@ironhouse/contracts'
import {
  PRODUCT_THUMBNAIL_SMALL_WIDTH,
  SEARCH_PREVIEW,
  SEARCH_SUGGESTION_LIMITS,
  applyListingFilterRules,
  decideSearchPreviewView,
  mapSearchProduct,
  searchSubmitTarget,
  showsInvitationalShortcut,
  type SearchPreviewSuggestions,
  type SearchProduct,
  type SearchProviderProduct,
  type SiteCode,
} from '@ironhouse/domain'
import { currencyForStore } from '@ironhouse/domain'
import { pageAppContext } from '../../platform/api-client.ts'
import { useSessionStore } from '../../platform/session-context.tsx'
import { searchFromBrowser } from '../../platform/search.browser.ts'
import { priceTilesInBrowser } from '../listing/customer-prices.ts'
import { sitePath, siteFromPath } from '../../platform/site.ts'
import { imageUrl } from '../../ui/image.tsx'
import { SearchSubmitButton } from '../shell/search-box.tsx'
import { mapSearchProducts } from '../listing/listing-params.ts'
import { searchPriceView } from '../listing/search-product-tile.tsx'

type Answer = { query: string; products: Array<SearchProduct>; suggestions: SearchPreviewSuggestions }

type Option = { id: string; href: string; kind: 'phrase' | 'product' | 'shortcut' }

const MAX_QUERY = 200

function suggestionsOf(response: SearchWidgetResponse): SearchPreviewSuggestions {
  return { ...(response.suggestion ?? {}), redirect_url: response.redirect_url ?? null }
}

/**
 * The preview request (shell §7): widget 'search preview', uri, n_item 12, the query, the suggestion
 * lists; inside the native app the listing filter rules of platform §5 (program_delivery forced to
 * 'Not Applicable'), so the preview offers what the results list shows there.
 */
export function previewRequest(query: string, uri: string, inApp = false): SearchWidgetRequest {
  const filter = applyListingFilterRules({}, { fiveForFiveEnabled: false, inApp })
  return {
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    widget: { rfkid: SEARCH_PREVIEW.widget },
    n_item: query === '' ? 0 : SEARCH_PREVIEW.itemsPerPreview,
    context: { page: { uri } },
    query: { keyphrase: { value: [query] } },
    suggestion: {
      trending_category: { max: SEARCH_SUGGESTION_LIMITS.trending_category },
      category: { max: SEARCH_SUGGESTION_LIMITS.category },
      keyphrase: { max: SEARCH_SUGGESTION_LIMITS.keyphrase },
    },
  }
}

/**
 * The header search with its live preview (shell §2, §4, §7, §9): debounced (500 ms for the first
 * query, 250 ms after), 12 products, Did You Mean (up to 4) or Shop By (up to 6), the initial
 * suggestions with No Results when nothing matches, Enter to the redirect or /search?q=, the
 * invitational shortcut, closed on route change. An ARIA combobox: arrows move through the options,
 * Enter opens the active one, Escape closes. Without JavaScript it is a plain GET form to /search.
 */
export type SearchPreviewProps = {
  prefix: string
  label?: string
  /** What the shopper typed into the box before this module arrived (lazy-search-preview.tsx). */
  initialQuery?: string
  /** Opened at once (the box had the focus or was typed into before this module arrived). */
  startOpen?: boolean
  /** Take the focus on mount, caret at the end (the box it replaces had it). */
  takeFocus?: boolean
  /** The shopper submitted before this module arrived: submit once mounted. */
  submitOnMount?: boolean
}

export function SearchPreview({ prefix, label = 'Site search', initialQuery, startOpen = false, takeFocus = false, submitOnMount = false }: SearchPreviewProps) {
  const { api, session } = useSessionStore()
  const groupId = session.groupId
  const navigate = useNavigate()
  const location = useLocation()
  const id = useId()
  const inputId = `${id}-input`
  const listboxId = `${id}-listbox`
  const siteCode = siteFromPath(location.pathname).code as SiteCode
  const currency = currencyForStore(siteFromPath(location.pathname).storeId) ?? 'USD'
  const onSearchPage = /\/search$/.test(location.pathname)
  const urlQuery = onSearchPage ? (new URLSearchParams(location.search).get('q') ?? '') : ''
  const [query, setQuery] = useState(initialQuery ?? urlQuery)
  const [open, setOpen] = useState(startOpen)
  const inputRef = useRef<HTMLInputElement>(null)
  const [active, setActive] = useState(-1)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [initial, setInitial] = useState<SearchPreviewSuggestions | null>(null)
  const typedOnce = useRef(false)
  const latest = useRef('')

  // the box closes on route change (shell §4) and shows the query of a results page (shell §5)
  const routeKey = `${location.pathname}?${location.search}`
  const [route, setRoute] = useState(routeKey)
  if (route !== routeKey) {
    setRoute(routeKey)
    setOpen(false)
    setActive(-1)
    setQuery(urlQuery)
  }

  const fetchAnswer = useCallback(
    async (q: string): Promise<Answer | null> => {
      try {
        const response = await searchFromBrowser(api, previewRequest(q, location.pathname, pageAppContext() !== null))
        const products = await priceTilesInBrowser(api, groupId, mapSearchProducts(response.content.product.value, (r) => mapSearchProduct(r as SearchProviderProduct, siteCode)))
        return { query: q, products, suggestions: suggestionsOf(response) }
      } catch {
        // the search layer shows no messages (platform §8): the preview keeps what it had
        return null
      }
    },
    [api, groupId, location.pathname, siteCode],
  )

  // the initial suggestions (trending), fetched once the box is first opened
  useEffect(() => {
    if (!open || initial) return
    void fetchAnswer('').then((a) => {
      if (a) setInitial(a.suggestions)
    })
  }, [open, initial, fetchAnswer])

  // debounced refetch on a change of query (shell §4, §9)
  useEffect(() => {
    const q = query.trim()
    latest.current = q
    if (!open || q === '') return
    const delay = typedOnce.current ? SEARCH_PREVIEW.debounceMs : SEARCH_PREVIEW.initialDebounceMs
    const timer = setTimeout(() => {
      typedOnce.current = true
      void fetchAnswer(q).then((a) => {
        if (a && latest.current === q) {
          setAnswer(a)
          setActive(-1)
        }
      })
    }, delay)
    return () => clearTimeout(timer)
  }, [query, open, fetchAnswer])

  const q = query.trim()
  const shown = answer && answer.query === q ? answer : null
  const view = shown
    ? decideSearchPreviewView({ productCount: shown.products.length, suggestions: shown.suggestions, initialSuggestions: initial ?? {} })
    : q === '' && initial
      ? { kind: 'results' as const, phrases: decideSearchPreviewView({ productCount: 1, suggestions: initial, initialSuggestions: initial }).phrases }
      : null
  const phraseHref = (text: string, url?: string) => (url ? sitePath(prefix, url) : sitePath(prefix, `/search?q=${encodeURIComponent(text)}`))
  const shortcut = showsInvitationalShortcut(q)
  const options: Array<Option> = []
  if (shortcut) options.push({ id: `${id}-opt-invitational`, href: sitePath(prefix, '/invitational'), kind: 'shortcut' })
  view?.phrases.phrases.forEach((p, i) => options.push({ id: `${id}-opt-phrase-${i}`, href: phraseHref(p.text, p.url), kind: 'phrase' }))
  const products = view?.kind === 'results' ? (shown?.products ?? []) : []
  products.forEach((p) => options.push({ id: `${id}-opt-product-${p.productId}`, href: sitePath(prefix, p.url), kind: 'product' }))
  const expanded = open && (options.length > 0 || view?.kind === 'no-results')
  const activeOption = active >= 0 ? options[active] : undefined

  async function submit() {
    if (activeOption) {
      setOpen(false)
      void navigate(activeOption.href)
      return
    }
    if (q === '') return
    // Enter goes to the merchandised redirect when one exists, else to /search?q= (shell §4)
    const known = shown ?? (await fetchAnswer(q))
    const target = searchSubmitTarget(q, known?.suggestions.redirect_url)
    setOpen(false)
    if (/^https?:\/\//.test(target)) window.location.assign(target)
    else void navigate(sitePath(prefix, target))
  }

  // the box replaces the lazy one in the same commit: the focus and caret stay where they were
  useLayoutEffect(() => {
    const input = inputRef.current
    if (!takeFocus || !input) return
    input.focus()
    input.setSelectionRange(input.value.length, input.value.length)
    // once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const submitted = useRef(false)
  useEffect(() => {
    if (!submitOnMount || submitted.current) return
    submitted.current = true
    void submit()
    // once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      if (options.length > 0) setActive((i) => (i + 1) % options.length)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      if (options.length > 0) setActive((i) => (i <= 0 ? options.length - 1 : i - 1))
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      }
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  const optionProps = (option: Option | undefined) => {
    const mine = option ? options.indexOf(option) : -1
    return {
      id: option?.id,
      role: 'option' as const,
      'aria-selected': mine === active,
      className: `search-preview__option${mine === active ? ' search-preview__option--active' : ''}`,
      onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
      onClick: () => {
        if (!option) return
        setOpen(false)
        void navigate(option.href)
      },
    }
  }

  return (
    <form
      role="search"
      aria-label={label}
      method="get"
      action={sitePath(prefix, '/search')}
      className="search-box search-preview"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search products
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        placeholder="Search"
        autoComplete="off"
        maxLength={MAX_QUERY}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption?.id}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <SearchSubmitButton />
      <div className="search-preview__popup" hidden={!expanded}>
        {view?.kind === 'no-results' ? (
          <p className="search-preview__notice" role="status">
            {view.notice}
          </p>
        ) : null}
        <ul id={listboxId} role="listbox" aria-label="Search suggestions" className="search-preview__list">
          {shortcut ? (
            <li {...optionProps(options.find((o) => o.kind === 'shortcut'))}>
              <span className="search-preview__phrase">The Invitational</span>
            </li>
          ) : null}
          {view && view.phrases.phrases.length > 0 ? (
            <li role="presentation" className="search-preview__heading">
              {view.phrases.heading}
            </li>
          ) : null}
          {view?.phrases.phrases.map((phrase) => (
            <li key={`phrase-${phrase.text}`} {...optionProps(options.find((o) => o.href === phraseHref(phrase.text, phrase.url)))}>
              <span className="search-preview__phrase">{phrase.text}</span>
            </li>
          ))}
          {products.length > 0 ? (
            <li role="presentation" className="search-preview__heading">
              Products
            </li>
          ) : null}
          {products.map((product) => {
            const price = searchPriceView(product, siteCode, currency)
            return (
              <li key={`product-${product.productId}`} {...optionProps(options.find((o) => o.id === `${id}-opt-product-${product.productId}`))}>
                <img src={imageUrl(product.thumbnail, PRODUCT_THUMBNAIL_SMALL_WIDTH)} alt="" width={48} height={48} loading="lazy" decoding="async" />
                <span className="search-preview__product">
                  <span className="search-preview__name">{product.name}</span>
                  <span className="search-preview__price">{price.kind === 'quote' ? 'Quote' : price.final}</span>
                </span>
              </li>
            )
          })}
        </ul>
      </div>
    </form>
  )
}
