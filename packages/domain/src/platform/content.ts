// Shell content tables: interest segments (shell §3) and The Index categories (shell §3).

/** Interest segments and their ids (shell §3). */
export const INTEREST_SEGMENTS = [
  { name: 'CrossFit', id: 11 },
  { name: 'Functional Fitness', id: 15 },
  { name: 'Powerlifting', id: 12 },
  { name: 'Olympic Weightlifting', id: 13 },
  { name: 'Bodybuilding', id: 14 },
  { name: 'Strongman', id: 19 },
  { name: 'Hybrid Training', id: 75 },
  { name: 'Athletics', id: 16 },
  { name: 'Gymnastics', id: 20 },
  { name: 'Fitness Racing', id: 70 },
  { name: 'Endurance', id: 71 },
  { name: 'Running', id: 17 },
  { name: 'Rucking', id: 72 },
  { name: 'Rowing', id: 73 },
  { name: 'Cycling', id: 74 },
  { name: 'Martial Arts', id: 76 },
  { name: 'Kettlebell', id: 77 },
  { name: 'Other', id: 78 },
] as const satisfies ReadonlyArray<{ name: string; id: number }>

/** Occupation segments (shell §3; names given, the per-site variation is not shown). */
export const OCCUPATION_SEGMENTS = ['Military', 'LEO/First Responder', 'Other'] as const
export type OccupationSegmentName = (typeof OCCUPATION_SEGMENTS)[number]

/** Our ids of the occupation segments (not shown): outside the interest ids, so one list holds both. */
export const OCCUPATION_SEGMENT_IDS = { Military: 101, 'LEO/First Responder': 102, Other: 103 } as const satisfies Record<OccupationSegmentName, number>

/**
 * Shell §3: the occupation segments vary per site (which, not shown; ours, docs/api.md): the USA and
 * Canada offer all three; APO addresses are military, so Military and Other; the other sites, whose
 * verified military programmes we do not run, LEO/First Responder and Other.
 */
const OCCUPATIONS_BY_SITE: Readonly<Record<string, ReadonlyArray<OccupationSegmentName>>> = {
  USA: ['Military', 'LEO/First Responder', 'Other'],
  CAN: ['Military', 'LEO/First Responder', 'Other'],
  APO: ['Military', 'Other'],
}

/** The occupation segments a site offers, with their ids. */
export function occupationSegmentsForSite(siteCode: string): Array<{ name: OccupationSegmentName; id: number }> {
  const names = OCCUPATIONS_BY_SITE[siteCode] ?? ['LEO/First Responder', 'Other']
  return names.map((name) => ({ name, id: OCCUPATION_SEGMENT_IDS[name] }))
}

/** The name of a segment id (interest or occupation), or undefined when unknown. */
export function segmentName(id: number): string | undefined {
  const interest = INTEREST_SEGMENTS.find((s) => s.id === id)
  if (interest) return interest.name
  return OCCUPATION_SEGMENTS.find((name) => OCCUPATION_SEGMENT_IDS[name] === id)
}

/**
 * Shell §3, §7 (PUT segments): the ids a site does not offer (unknown interest ids, or occupations of
 * another site), and whether the primary segment is one of the chosen ones. Empty and true when valid.
 */
export function segmentChoiceProblems(
  siteCode: string,
  segments: ReadonlyArray<number>,
  primarySegment: number | null | undefined,
): { unknown: Array<number>; primaryNotChosen: boolean } {
  const offered = new Set<number>([...INTEREST_SEGMENTS.map((s) => s.id), ...occupationSegmentsForSite(siteCode).map((s) => s.id)])
  const unknown = [...new Set(segments.filter((id) => !offered.has(id)))]
  const primaryNotChosen = primarySegment !== null && primarySegment !== undefined && !segments.includes(primarySegment)
  return { unknown, primaryNotChosen }
}

/** The Index category (shell §3): id, name, slug. */
export type IndexCategory = { id: number; name: string; slug: string }

/**
 * The Index categories (shell §3). Slugs news and gear-how-tos are the spec's; the others are not
 * shown and are the kebab-case of the name.
 */
export const INDEX_CATEGORIES = [
  { id: 19, name: 'History', slug: 'history' },
  { id: 103, name: 'Documentary', slug: 'documentary' },
  { id: 105, name: 'News and Press', slug: 'news' },
  { id: 330, name: 'Athletes', slug: 'athletes' },
  { id: 18, name: 'Events', slug: 'events' },
  { id: 104, name: 'Lifestyle', slug: 'lifestyle' },
  { id: 804, name: 'Gym Tours', slug: 'gym-tours' },
  { id: 805, name: 'Movement Library', slug: 'movement-library' },
  { id: 806, name: 'Gear and How To', slug: 'gear-how-tos' },
  { id: 807, name: 'Blog Posts', slug: 'blog-posts' },
] as const satisfies ReadonlyArray<IndexCategory>

/** Featured pseudo-categories of The Index (shell §3). */
export const INDEX_FEATURED_PSEUDO_CATEGORY_IDS = [15, 101, 17, 26] as const
/** Category 330 with tag 775 is renamed Journeyman (shell §3). */
export const INDEX_JOURNEYMAN = { categoryId: 330, tagId: 775, name: 'Journeyman' } as const

/** The Index category by slug or id; undefined when unknown. */
export function findIndexCategory(key: string | number): IndexCategory | undefined {
  return INDEX_CATEGORIES.find((c) => (typeof key === 'number' ? c.id === key : c.slug === key))
}

/** Display name of an Index category, with the Journeyman rename for category 330 tagged 775 (shell §3). */
export function indexCategoryDisplayName(categoryId: number, tagIds: ReadonlyArray<number> = []): string | undefined {
  if (categoryId === INDEX_JOURNEYMAN.categoryId && tagIds.includes(INDEX_JOURNEYMAN.tagId)) return INDEX_JOURNEYMAN.name
  return findIndexCategory(categoryId)?.name
}

/** The interest segment id for a name (case-insensitive); undefined when unknown. */
export function interestSegmentId(name: string): number | undefined {
  return INTEREST_SEGMENTS.find((s) => s.name.toLowerCase() === name.trim().toLowerCase())?.id
}
