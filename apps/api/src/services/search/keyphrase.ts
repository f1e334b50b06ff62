// Keyphrase handling of the search engine: normalising what a shopper typed, the synonym table and
// the full-text query built from it (docs/search.md). Only [a-z0-9] reach to_tsquery, so operator,
// regex and SQL characters in a query are plain separators, never syntax.

/** Most words of a keyphrase that are searched (the rest is ignored). */
export const MAX_QUERY_WORDS = 8

/**
 * Synonyms: a word a shopper types → words our catalogue uses. Every word is searched with its
 * synonyms (an OR group); listed in docs/search.md.
 */
export const SYNONYMS: Readonly<Record<string, ReadonlyArray<string>>> = {
  barbell: ['bar'],
  barbells: ['bar'],
  kb: ['kettlebell'],
  kbs: ['kettlebell'],
  kettlebells: ['kettlebell'],
  db: ['dumbbell'],
  dbs: ['dumbbell'],
  dumbbells: ['dumbbell'],
  bumpers: ['bumper'],
  weights: ['plate'],
  tee: ['shirt', 'tee'],
  tshirt: ['shirt', 'tee'],
  shirt: ['shirt', 'tee'],
  hoody: ['hoodie'],
  sweatshirt: ['hoodie', 'crewneck'],
  sneaker: ['shoe', 'trainer'],
  sneakers: ['shoe', 'trainer'],
  shoes: ['shoe', 'trainer', 'lifter'],
  squat: ['squat', 'rack'],
  cap: ['hat'],
  beanie: ['beanie', 'hat'],
  clip: ['collar', 'clip'],
  clips: ['collar', 'clip'],
  rower: ['rower', 'row'],
  program: ['program', 'programming'],
}

/** Apostrophes (straight and typographic): dropped, not spaced, so "women's" reads "womens", one word. */
export const APOSTROPHES = /['\u2018\u2019\u02bc`]/g

/**
 * Lower case, accents and apostrophes removed, everything else but letters and digits a space, single
 * spaces, trimmed.
 */
export function normaliseKeyphrase(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(APOSTROPHES, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
}

/** The searched words of a normalised keyphrase (at most MAX_QUERY_WORDS). */
export function keyphraseWords(normalised: string): Array<string> {
  return normalised === '' ? [] : normalised.split(' ').slice(0, MAX_QUERY_WORDS)
}

/**
 * The to_tsquery text (english configuration) of the words: each word OR its synonyms, all words
 * ANDed; the last word also matches as a prefix while the shopper is still typing ('kett' finds
 * kettlebells). Null when nothing is left to search.
 */
export function tsQueryText(words: ReadonlyArray<string>): string | null {
  if (words.length === 0) return null
  const groups = words.map((word, i) => {
    const last = i === words.length - 1
    const alternatives = new Set([last && word.length >= 2 ? `${word}:*` : word, ...(SYNONYMS[word] ?? [])])
    return `(${[...alternatives].join(' | ')})`
  })
  return groups.join(' & ')
}
