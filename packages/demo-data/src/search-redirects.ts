/**
 * Merchandised keyphrases of the demo store (platform §7 redirect_url): a search for one of these
 * goes straight to its page (Enter in the header box, shell §4). Keyphrases are lower case.
 */
export const SEARCH_REDIRECTS: ReadonlyArray<{ keyphrase: string; redirectUrl: string }> = [
  { keyphrase: 'gift card', redirectUrl: '/gift-guide/gift-cards' },
  { keyphrase: 'gift cards', redirectUrl: '/gift-guide/gift-cards' },
  { keyphrase: 'hot deals', redirectUrl: '/hot-deals' },
  { keyphrase: 'deals', redirectUrl: '/deals' },
  { keyphrase: 'hundo', redirectUrl: '/hundo' },
  { keyphrase: 'programming', redirectUrl: '/iron-game-programming' },
]
