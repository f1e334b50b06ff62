import { describe, expect, it } from 'vitest'
import {
  INDEX_CATEGORIES,
  INDEX_FEATURED_PSEUDO_CATEGORY_IDS,
  INTEREST_SEGMENTS,
  findIndexCategory,
  indexCategoryDisplayName,
  interestSegmentId,
  occupationSegmentsForSite,
  segmentChoiceProblems,
  segmentName,
} from './content.ts'

describe('shell §3 interest segments', () => {
  it('holds CrossFit 11 … Other 78, 18 segments with distinct ids', () => {
    expect(INTEREST_SEGMENTS).toHaveLength(18)
    expect(new Set(INTEREST_SEGMENTS.map((s) => s.id)).size).toBe(18)
    expect(interestSegmentId('CrossFit')).toBe(11)
    expect(interestSegmentId(' olympic weightlifting ')).toBe(13)
    expect(interestSegmentId('Fitness Racing')).toBe(70)
    expect(interestSegmentId('Other')).toBe(78)
    expect(interestSegmentId('Curling')).toBeUndefined()
  })
})

describe('shell §3 occupation segments per site', () => {
  it('the USA and Canada offer Military, LEO/First Responder and Other; APO Military and Other; the rest LEO and Other', () => {
    expect(occupationSegmentsForSite('USA')).toEqual([
      { name: 'Military', id: 101 },
      { name: 'LEO/First Responder', id: 102 },
      { name: 'Other', id: 103 },
    ])
    expect(occupationSegmentsForSite('CAN').map((s) => s.id)).toEqual([101, 102, 103])
    expect(occupationSegmentsForSite('APO').map((s) => s.name)).toEqual(['Military', 'Other'])
    expect(occupationSegmentsForSite('EUR').map((s) => s.name)).toEqual(['LEO/First Responder', 'Other'])
  })
  it('names interest and occupation ids; unknown ids have none', () => {
    expect(segmentName(12)).toBe('Powerlifting')
    expect(segmentName(101)).toBe('Military')
    expect(segmentName(999)).toBeUndefined()
  })
  it('PUT segments: unknown ids and occupations of another site are refused; the primary must be chosen', () => {
    expect(segmentChoiceProblems('USA', [11, 101], 101)).toEqual({ unknown: [], primaryNotChosen: false })
    expect(segmentChoiceProblems('EUR', [11, 101, 5, 5], null)).toEqual({ unknown: [101, 5], primaryNotChosen: false })
    expect(segmentChoiceProblems('USA', [11], 12)).toEqual({ unknown: [], primaryNotChosen: true })
    expect(segmentChoiceProblems('USA', [], undefined)).toEqual({ unknown: [], primaryNotChosen: false })
  })
})

describe('shell §3 The Index categories', () => {
  it('lists the ten categories with the spec slugs news and gear-how-tos', () => {
    expect(INDEX_CATEGORIES.map((c) => c.id)).toEqual([19, 103, 105, 330, 18, 104, 804, 805, 806, 807])
    expect(findIndexCategory('news')?.id).toBe(105)
    expect(findIndexCategory(806)?.slug).toBe('gear-how-tos')
    expect(findIndexCategory('nope')).toBeUndefined()
    expect(INDEX_FEATURED_PSEUDO_CATEGORY_IDS).toEqual([15, 101, 17, 26])
  })

  it('category 330 with tag 775 is renamed Journeyman', () => {
    expect(indexCategoryDisplayName(330, [775])).toBe('Journeyman')
    expect(indexCategoryDisplayName(330, [1])).toBe('Athletes')
    expect(indexCategoryDisplayName(19)).toBe('History')
    expect(indexCategoryDisplayName(999)).toBeUndefined()
  })
})
