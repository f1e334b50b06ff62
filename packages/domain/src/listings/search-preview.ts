// Search preview decisions (shell §2 Header, §4 Search preview, §5) and the search submit target.

/** Did You Mean shows up to 4 phrases; Shop By up to 6 (shell §4). */
export const DID_YOU_MEAN_MAX = 4
export const SHOP_BY_MAX = 6
/** Heading of the no-results notice (shell §4: 'No Results'). */
export const SEARCH_PREVIEW_NO_RESULTS = 'No Results'
/** The word the invitational shortcut matches (shell §2). */
export const INVITATIONAL_SHORTCUT_WORD = 'invitational'

/** A suggestion phrase (shell §3 Search suggestion). */
export type SearchPhrase = { text: string; url?: string }

/** Suggestion lists of a preview response (shell §3, §7). */
export type SearchPreviewSuggestions = {
  keyphrase?: ReadonlyArray<SearchPhrase>
  category?: ReadonlyArray<SearchPhrase>
  trending_category?: ReadonlyArray<SearchPhrase>
  redirect_url?: string | null
}

export type SearchPreviewPhrases = { heading: 'Did You Mean' | 'Shop By'; phrases: Array<SearchPhrase> }

/**
 * With keyphrases, Did You Mean phrases (up to 4) show; otherwise Shop By phrases (up to 6) (shell §4).
 * Shop By reads the category list, then trending_category (search widgets ask for category max 0).
 */
export function searchPreviewPhrases(suggestions: SearchPreviewSuggestions): SearchPreviewPhrases {
  const keyphrases = suggestions.keyphrase ?? []
  if (keyphrases.length > 0) return { heading: 'Did You Mean', phrases: keyphrases.slice(0, DID_YOU_MEAN_MAX) }
  const categories = suggestions.category?.length ? suggestions.category : (suggestions.trending_category ?? [])
  return { heading: 'Shop By', phrases: categories.slice(0, SHOP_BY_MAX) }
}

export type SearchPreviewView =
  | { kind: 'results'; phrases: SearchPreviewPhrases }
  | { kind: 'no-results'; notice: typeof SEARCH_PREVIEW_NO_RESULTS; phrases: SearchPreviewPhrases }

/** With no results, the initial suggestions show with a No Results notice (shell §4). */
export function decideSearchPreviewView(input: {
  productCount: number
  suggestions: SearchPreviewSuggestions
  initialSuggestions: SearchPreviewSuggestions
}): SearchPreviewView {
  if (input.productCount === 0) {
    return { kind: 'no-results', notice: SEARCH_PREVIEW_NO_RESULTS, phrases: searchPreviewPhrases(input.initialSuggestions) }
  }
  return { kind: 'results', phrases: searchPreviewPhrases(input.suggestions) }
}

/**
 * Where Enter in the search box goes (shell §4, §5): the redirect target when one exists, otherwise
 * /search?q=…; an empty query goes to / (a search with an empty q redirects to /).
 */
export function searchSubmitTarget(query: string, redirectUrl?: string | null): string {
  if (redirectUrl) return redirectUrl
  const q = query.trim()
  return q === '' ? '/' : `/search?q=${encodeURIComponent(q)}`
}

/** The invitational shortcut shows when the query is longer than 2 characters and contained in 'invitational' (shell §2). */
export function showsInvitationalShortcut(query: string): boolean {
  const q = query.trim().toLowerCase()
  return q.length > 2 && INVITATIONAL_SHORTCUT_WORD.includes(q)
}
