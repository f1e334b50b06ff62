import { useId, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import { tabChange } from '@ironhouse/domain'

/** The tab a key moves to (arrows wrap around; Home and End jump), or undefined for other keys. */
export function nextTabIndex(key: string, selected: number, count: number): number | undefined {
  if (count === 0) return undefined
  if (key === 'ArrowRight') return (selected + 1) % count
  if (key === 'ArrowLeft') return (selected - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

export type TabItem = { title: string; content: ReactNode }

/**
 * Accessible tabs (WAI-ARIA tabs pattern): role tablist/tab/tabpanel, roving tabindex, arrow keys,
 * Home and End. A change is made only when a different tab is chosen (platform §2).
 */
export function Tabs({ tabs, label }: { tabs: ReadonlyArray<TabItem>; label: string }) {
  const [selected, setSelected] = useState(0)
  const baseId = useId()
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])

  function choose(index: number) {
    const changed = tabChange(selected, index)
    if (changed === null) return
    setSelected(changed)
    tabRefs.current[changed]?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = nextTabIndex(event.key, selected, tabs.length)
    if (next === undefined) return
    event.preventDefault()
    choose(next)
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, i) => (
          <button
            key={i}
            ref={(el) => {
              tabRefs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => choose(i)}
            onKeyDown={onKeyDown}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={i !== selected}
          tabIndex={0}
          className="tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
