import type { indexPosts, indexTags } from '@ironhouse/db'
import { CMS_MEDIA_PATH, heroImage } from './images/catalog-images.ts'

export type IndexTagRow = typeof indexTags.$inferInsert
export type IndexPostRow = typeof indexPosts.$inferInsert

/**
 * Demo tags of The Index (shell §3 Index tag: the description names a category slug). 775 is the
 * Journeyman tag; ironhouse is the store's own brand (/theindex/ryourironhouse); kettlebells has no post.
 */
export const DEMO_INDEX_TAGS: ReadonlyArray<IndexTagRow> = [
  { id: 775, name: 'Journeyman', slug: 'journeyman', description: 'athletes' },
  { id: 701, name: 'Ironhouse', slug: 'ironhouse', description: 'lifestyle' },
  { id: 702, name: 'Barbells', slug: 'barbells', description: 'gear-how-tos' },
  { id: 703, name: 'Strongman', slug: 'strongman', description: 'events' },
  { id: 704, name: 'Garage Gyms', slug: 'garage-gyms', description: 'gym-tours' },
  { id: 705, name: 'Olympic Lifting', slug: 'olympic-lifting', description: 'movement-library' },
  { id: 706, name: 'Kettlebells', slug: 'kettlebells', description: 'gear-how-tos' },
]

const hero = (n: number) => `${CMS_MEDIA_PATH}/${heroImage(n).file}`
const p = (...paragraphs: Array<string>) => paragraphs.map((text) => `<p>${text}</p>`).join('\n')

type Draft = Omit<IndexPostRow, 'featuredImagePath' | 'largeFeaturedImagePath'> & { hero?: number }

const DRAFTS: ReadonlyArray<Draft> = [
  {
    id: 9001,
    slug: 'the-first-ironhouse-bar',
    title: 'The First Ironhouse Bar',
    categories: [19, 15],
    tags: [701, 702],
    excerpt: '<p>How a garage welding project became the bar in every gym we equip.</p>',
    content: p('In a rented garage, two lifters cut, knurled and sleeved the first bar by hand.', 'It bent. The second one did not.') + '\n<h2>What changed</h2>\n<ul><li>Heat-treated shafts</li><li>Bronze bushings</li></ul>',
    date: new Date('2025-03-02T09:00:00Z'),
    hero: 1,
  },
  {
    id: 9002,
    slug: 'journeyman-on-the-road',
    title: 'Journeyman: On the Road',
    categories: [330],
    tags: [775, 703],
    excerpt: '<p>A season of strongman meets out of a van.</p>',
    content: p('Forty meets, one van, and a stone that would not leave the platform.'),
    date: new Date('2025-04-11T09:00:00Z'),
    hero: 2,
  },
  {
    id: 9003,
    slug: 'lifting-after-forty',
    title: 'Lifting After Forty',
    categories: [330, 101],
    tags: [705],
    excerpt: '<p>Three athletes on training for the long run.</p>',
    content: p('Recovery is training too.', 'Each of them lifts four days a week, never five.'),
    date: new Date('2025-05-20T09:00:00Z'),
    hero: 3,
  },
  {
    id: 9004,
    slug: 'iron-games-2025-recap',
    title: 'Iron Games 2025 Recap',
    categories: [18],
    tags: [703, 701],
    excerpt: '<p>Logs, yokes and a record deadlift.</p>',
    content: p('Day one opened with the log ladder.', 'By the final event the crowd was on the rails.'),
    date: new Date('2025-06-08T09:00:00Z'),
    hero: 4,
  },
  {
    id: 9005,
    slug: 'invitational-announced',
    title: 'The Invitational Is Announced',
    categories: [18, 105],
    tags: [703],
    excerpt: '<p>Dates, venue and how to qualify.</p>',
    content: p('Qualifying opens in the spring. The final is held in Columbus.'),
    date: new Date('2025-07-01T09:00:00Z'),
  },
  {
    id: 9006,
    slug: 'a-garage-gym-in-maine',
    title: 'A Garage Gym in Maine',
    categories: [804, 17],
    tags: [704, 701],
    excerpt: '<p>Two racks, one woodstove, no excuses.</p>',
    content: p('The floor is stall mats over plywood.', 'The woodstove is the warm-up.'),
    date: new Date('2025-07-19T09:00:00Z'),
    hero: 5,
  },
  {
    id: 9007,
    slug: 'how-to-clean-your-barbell',
    title: 'How to Clean Your Barbell',
    categories: [806],
    tags: [702],
    excerpt: '<p>A nylon brush, a rag and ten minutes.</p>',
    // an editor's embed pasted with the post: the posts service drops the script and the handler
    content:
      p('Brush the knurling along its grain, never across.', 'Wipe the sleeves and add a drop of oil.') +
      '\n<script>document.title = "pwned"</script>\n<p><a href="javascript:alert(1)" onclick="alert(1)">Watch the video</a></p>\n<img src="x" onerror="alert(1)" alt="">',
    customCss: 'body { background: red }',
    customJs: 'alert("custom")',
    date: new Date('2025-08-03T09:00:00Z'),
    hero: 6,
  },
  {
    id: 9008,
    slug: 'the-snatch-step-by-step',
    title: 'The Snatch, Step by Step',
    format: 'video',
    categories: [805],
    tags: [705, 702],
    excerpt: '<p>From the floor to overhead in five positions.</p>',
    content: p('Start with the bar over the balls of the feet.') + '\n<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="The snatch"></iframe>',
    featuredVideo: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    date: new Date('2025-08-21T09:00:00Z'),
  },
  {
    id: 9009,
    slug: 'press-day-at-headquarters',
    title: 'Press Day at Headquarters',
    categories: [105],
    tags: [701],
    excerpt: '<p>What we showed the press this year.</p>',
    content: p('New plates, a new rack and a bar we are not allowed to name yet.'),
    date: new Date('2025-09-04T09:00:00Z'),
    hero: 7,
  },
  {
    id: 9010,
    slug: 'a-day-in-the-life-of-a-coach',
    title: 'A Day in the Life of a Coach',
    categories: [104],
    tags: [705],
    excerpt: '<p>5 a.m. to 9 p.m. on the platform.</p>',
    content: p('The first session starts before sunrise.'),
    date: new Date('2025-09-30T09:00:00Z'),
  },
  {
    id: 9011,
    slug: 'the-making-of-iron',
    title: 'The Making of Iron',
    categories: [103, 26],
    tags: [701],
    excerpt: '<p>A documentary from the foundry floor.</p>',
    content: p('Filmed over a year in the foundry.'),
    date: new Date('2025-10-12T09:00:00Z'),
    hero: 8,
  },
  {
    id: 9012,
    slug: 'notes-from-the-warehouse',
    title: 'Notes from the Warehouse',
    categories: [807],
    tags: [],
    excerpt: '<p>Packing a rack takes longer than building one.</p>',
    content: p('Every rack ships in three boxes; every box is weighed twice.'),
    date: new Date('2025-11-02T09:00:00Z'),
  },
]

/** A dozen demo posts of The Index across its categories, four of them featured, images from the CMS heroes. */
export function generateIndexPosts(): Array<IndexPostRow> {
  // every column given: the loader writes an absent key as null, not as the column's default
  return DRAFTS.map(({ hero: n, ...post }) => ({
    format: 'standard',
    featuredVideo: null,
    featuredMedia: n ?? 0,
    customCss: '',
    customJs: '',
    ...post,
    featuredImagePath: n === undefined ? null : hero(n),
    largeFeaturedImagePath: n === undefined ? null : hero(n),
  }))
}
