import { useCallback, useSyncExternalStore } from 'react'
import { COMPARE_STORAGE_KEY } from '@ironhouse/domain'

// commerce §9: the compare list is stored locally under COMPARE_STORAGE_KEY (category_compare)
/** At most this many products side by side (ours: the table stays readable on a phone in landscape). */
export const COMPARE_MAX = 4

export type CompareEntry = { productId: number; name: string; url: string }

function isEntry(value: unknown): value is CompareEntry {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return typeof v.productId === 'number' && Number.isInteger(v.productId) && v.productId > 0 && typeof v.name === 'string' && typeof v.url === 'string'
}

/** Reads the stored list, dropping anything malformed (storage is user-controlled). */
export function parseCompare(raw: string | null): Array<CompareEntry> {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, COMPARE_MAX) : []
  } catch {
    return []
  }
}

/** Adds a product (once; the oldest leaves when the list is full) or removes it. */
export function toggleCompare(list: ReadonlyArray<CompareEntry>, entry: CompareEntry): Array<CompareEntry> {
  if (list.some((e) => e.productId === entry.productId)) return list.filter((e) => e.productId !== entry.productId)
  return [...list, entry].slice(-COMPARE_MAX)
}

const listeners = new Set<() => void>()
let cache: { raw: string | null; list: Array<CompareEntry> } = { raw: null, list: [] }

function read(): Array<CompareEntry> {
  const raw = window.localStorage.getItem(COMPARE_STORAGE_KEY)
  if (raw !== cache.raw) cache = { raw, list: parseCompare(raw) }
  return cache.list
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

const EMPTY: Array<CompareEntry> = []

/** The compare list of this browser, shared by every tile, product page and the compare page. */
export function useCompareList() {
  const list = useSyncExternalStore(subscribe, read, () => EMPTY)
  const save = useCallback((next: Array<CompareEntry>) => {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next))
    for (const l of listeners) l()
  }, [])
  return {
    list,
    toggle: (entry: CompareEntry) => save(toggleCompare(read(), entry)),
    remove: (productId: number) => save(read().filter((e) => e.productId !== productId)),
    clear: () => save([]),
  }
}
