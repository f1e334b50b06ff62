// A small per-process cache for API answers that are the same for every shopper of a site and that the
// spec lets the storefront keep for a while (sites, menu, flags, content blocks: shell §9; the hot-deals
// feed: 300 seconds, constants §9). A failed load is not kept: the next page asks again.
const entries = new Map<string, { at: number; value: Promise<unknown> }>()

/** The value kept under key while younger than ttlMs, else a fresh load (one at a time per key). */
export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key)
  if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>
  const value = load()
  entries.set(key, { at: Date.now(), value })
  value.catch(() => entries.delete(key))
  return value
}

/** Forgets everything kept (tests that answer the same key differently in turn). */
export function forgetSharedData(): void {
  entries.clear()
}
