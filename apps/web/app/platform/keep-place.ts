import { useEffect, type RefObject } from 'react'

/**
 * Keeps what a shopper sees in place while a section they have scrolled past fills in after load (a
 * product's reviews, "You may also like"): when the section grows while its top is above the viewport
 * and its end in it, the window scrolls by the growth, so what is below it (the footer they jumped to)
 * stays under their eyes and pointer. The browser's own scroll anchoring does not cover this case: it
 * anchors on the first visible node, which is inside the section (or the section, or `<main>`), and
 * that node's top does not move. Growth the shopper asked for (focus inside the section: sort, "Show
 * more", a tab) and growth of a section in full view are left to flow as usual.
 *
 * The growth is read where it shows, at the top of what follows the section (else at its bottom): a last
 * child's margin that collapses through the section's end moves what follows without being part of the
 * section's box.
 */
export function useKeepPlaceBelow(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    // the next sibling with a box (a JSON-LD script after the section has none)
    const following = () => {
      let next = element.nextElementSibling
      while (next && next.getClientRects().length === 0) next = next.nextElementSibling
      return next
    }
    const extent = (top: number) => (following()?.getBoundingClientRect().top ?? element.getBoundingClientRect().bottom) - top
    let last = extent(element.getBoundingClientRect().top)
    const observer = new ResizeObserver(() => {
      const top = element.getBoundingClientRect().top
      const now = extent(top)
      const grown = now - last
      last = now
      if (grown !== 0 && top < 0 && top + now - grown > 0 && !element.contains(document.activeElement)) window.scrollBy(0, grown)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
}
