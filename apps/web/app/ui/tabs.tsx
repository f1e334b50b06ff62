import { useId, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'

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
    if (index === selected) return
    setSelected(index)
    tabRefs.current[index]?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? (selected + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (selected - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
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
