import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The migrator applies a migration only when its journal time (`when`) is later than the last one the
// database has applied: a migration generated with an earlier time than its predecessor would be run
// on a new database and silently skipped on every existing one.
const folder = new URL('../migrations/', import.meta.url)
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as { entries: Array<{ idx: number; when: number; tag: string }> }

describe('the migrations journal', () => {
  it('times every migration after the one before it, so existing databases take new ones', () => {
    const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= (journal.entries[i - 1]?.when ?? 0)).map((entry) => entry.tag)
    expect(late).toEqual([])
  })

  it('names every SQL file of the folder, in order', () => {
    const files = readdirSync(folder).filter((name) => name.endsWith('.sql')).sort()
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files)
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, i) => i))
  })
})
