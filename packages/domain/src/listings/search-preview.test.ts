import { describe, expect, it } from 'vitest'
import { decideSearchPreviewView, searchPreviewPhrases, searchSubmitTarget, showsInvitationalShortcut } from './search-preview.ts'

const phrases = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => ({ text: `${prefix}${i + 1}` }))

describe('shell §4 search preview', () => {
  it('with keyphrases, Did You Mean shows up to 4 phrases', () => {
    const view = searchPreviewPhrases({ keyphrase: phrases(7), trending_category: phrases(3, 't') })
    expect(view.heading).toBe('Did You Mean')
    expect(view.phrases.map((p) => p.text)).toEqual(['p1', 'p2', 'p3', 'p4'])
  })

  it('otherwise Shop By shows up to 6 phrases', () => {
    expect(searchPreviewPhrases({ keyphrase: [], trending_category: phrases(9, 't') })).toEqual({ heading: 'Shop By', phrases: phrases(6, 't') })
    expect(searchPreviewPhrases({ category: phrases(2, 'c'), trending_category: phrases(9, 't') }).phrases).toEqual(phrases(2, 'c'))
    expect(searchPreviewPhrases({})).toEqual({ heading: 'Shop By', phrases: [] })
  })

  it('with no results, the initial suggestions show with a No Results notice', () => {
    const initial = { trending_category: phrases(2, 'init') }
    expect(decideSearchPreviewView({ productCount: 0, suggestions: { keyphrase: phrases(1) }, initialSuggestions: initial }))
      .toEqual({ kind: 'no-results', notice: 'No Results', phrases: { heading: 'Shop By', phrases: phrases(2, 'init') } })
    expect(decideSearchPreviewView({ productCount: 3, suggestions: { keyphrase: phrases(1) }, initialSuggestions: initial }))
      .toEqual({ kind: 'results', phrases: { heading: 'Did You Mean', phrases: phrases(1) } })
  })

  it('Enter goes to the redirect target if one exists, otherwise to /search?q=', () => {
    expect(searchSubmitTarget('bars', '/weightlifting-bars-plates')).toBe('/weightlifting-bars-plates')
    expect(searchSubmitTarget('ohio bar & plates', null)).toBe('/search?q=ohio%20bar%20%26%20plates')
    expect(searchSubmitTarget('  ', '')).toBe('/')
  })
})

describe('shell §2 invitational shortcut', () => {
  it('shows only when the query is longer than 2 characters and contained in invitational', () => {
    expect(showsInvitationalShortcut('inv')).toBe(true)
    expect(showsInvitationalShortcut('Invitational')).toBe(true)
    expect(showsInvitationalShortcut('tational')).toBe(true)
    expect(showsInvitationalShortcut('in')).toBe(false)
    expect(showsInvitationalShortcut('invitationals')).toBe(false)
    expect(showsInvitationalShortcut('bars')).toBe(false)
  })
})
