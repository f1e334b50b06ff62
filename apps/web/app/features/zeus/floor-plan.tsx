import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { zeusFootprint, type ZeusRoom } from '@ironhouse/domain'
import type { ZeusEquipmentItem } from '@ironhouse/contracts'
import type { PlacedItem } from './design-state.ts'

type Props = {
  room: ZeusRoom
  items: ReadonlyArray<PlacedItem>
  equipment: ReadonlyMap<number, ZeusEquipmentItem>
  selected: number | null
  overlapping: ReadonlySet<number>
  onSelect: (key: number | null) => void
  /** Moves an item to a corner (the editor keeps it inside the room). */
  onMoveTo: (key: number, x: number, y: number) => void
  onNudge: (key: number, dx: number, dy: number) => void
  onRotate: (key: number) => void
  onRemove: (key: number) => void
}

const KIND_COLORS: Record<ZeusEquipmentItem['kind'], string> = {
  rig: '#8a4b2a',
  rack: '#2f5d8a',
  bench: '#3f7a4a',
  cardio: '#6b4a8a',
  strongman: '#8a7a2a',
}

/**
 * An item's name drawn inside it: along its longer side, as large as the plan's label size allows and
 * small enough to fit; a name that would be too small to read is shortened instead.
 */
function ItemLabel({ name, x, y, width, depth, size }: { name: string; x: number; y: number; width: number; depth: number; size: number }) {
  const upright = depth > width * 1.5
  const along = upright ? depth : width
  const across = upright ? width : depth
  const smallest = size * 0.45
  const fitting = Math.min(size, across * 0.6, (along * 0.9) / (name.length * 0.6))
  const fontSize = Math.max(Math.min(smallest, across * 0.6), fitting)
  const chars = Math.max(3, Math.floor((along * 0.9) / (fontSize * 0.6)))
  const text = name.length > chars ? `${name.slice(0, chars - 1)}…` : name
  const cx = x + width / 2
  const cy = y + depth / 2
  return (
    <text
      x={cx}
      y={cy}
      fontSize={fontSize}
      textAnchor="middle"
      dominantBaseline="middle"
      fill="#fff"
      pointerEvents="none"
      transform={upright ? `rotate(90 ${cx} ${cy})` : undefined}
    >
      {text}
    </text>
  )
}

/** Keyboard steps in the room's unit: 6 in or 10 cm, Shift for 1 (docs/zeus-builder.md). */
export function stepOf(unit: ZeusRoom['unit'], fine: boolean): number {
  if (fine) return 1
  return unit === 'in' ? 6 : 10
}

/**
 * The floor plan: the room as an SVG with a grid (1 ft or 50 cm squares) and the placed items drawn to
 * scale. An item is selected by click or Tab; it moves by dragging or with the arrow keys, R turns it,
 * Delete removes it.
 */
export function FloorPlan({ room, items, equipment, selected, overlapping, onSelect, onMoveTo, onNudge, onRotate, onRemove }: Props) {
  const svg = useRef<SVGSVGElement>(null)
  const [drag, setDrag] = useState<{ key: number; dx: number; dy: number } | null>(null)
  const grid = room.unit === 'in' ? 12 : 50
  const label = Math.max(4, Math.min(room.width, room.length) / 28)

  const pointOf = (event: PointerEvent): { x: number; y: number } | null => {
    const element = svg.current
    const matrix = element?.getScreenCTM()
    if (!element || !matrix) return null
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse())
    return { x: point.x, y: point.y }
  }

  const startDrag = (event: PointerEvent<SVGGElement>, item: PlacedItem) => {
    const point = pointOf(event)
    onSelect(item.key)
    if (!point) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    setDrag({ key: item.key, dx: point.x - item.x, dy: point.y - item.y })
  }
  const moveDrag = (event: PointerEvent<SVGGElement>) => {
    if (!drag) return
    const point = pointOf(event)
    if (point) onMoveTo(drag.key, Math.round(point.x - drag.dx), Math.round(point.y - drag.dy))
  }

  const onKey = (event: KeyboardEvent<SVGGElement>, item: PlacedItem) => {
    const step = stepOf(room.unit, event.shiftKey)
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }
    const move = moves[event.key]
    if (move) onNudge(item.key, move[0], move[1])
    else if (event.key === 'r' || event.key === 'R') onRotate(item.key)
    else if (event.key === 'Delete' || event.key === 'Backspace') onRemove(item.key)
    else if (event.key === 'Escape') onSelect(null)
    else return
    event.preventDefault()
  }

  return (
    <svg
      ref={svg}
      className="zeus-plan"
      viewBox={`0 0 ${room.width} ${room.length}`}
      role="group"
      aria-label={`Floor plan, ${room.width} by ${room.length} ${room.unit}`}
      aria-describedby="zeus-plan-help"
      onPointerDown={(event) => {
        if (event.target === svg.current || (event.target as Element).classList.contains('zeus-plan__floor')) onSelect(null)
      }}
    >
      <defs>
        <pattern id="zeus-grid" width={grid} height={grid} patternUnits="userSpaceOnUse">
          <path d={`M ${grid} 0 L 0 0 0 ${grid}`} fill="none" stroke="#c9ced6" strokeWidth={Math.max(0.5, grid / 40)} />
        </pattern>
      </defs>
      <rect className="zeus-plan__floor" x={0} y={0} width={room.width} height={room.length} fill="url(#zeus-grid)" stroke="#333" strokeWidth={Math.max(1, label / 4)} />
      {items.map((item, index) => {
        const eq = equipment.get(item.productId)
        if (!eq) return null
        const { width, depth } = zeusFootprint(eq, item.rotation, room.unit)
        const isSelected = selected === item.key
        const name = eq.name
        return (
          <g
            key={item.key}
            className={`zeus-plan__item${isSelected ? ' is-selected' : ''}`}
            data-product-id={item.productId}
            tabIndex={0}
            role="button"
            aria-pressed={isSelected}
            aria-label={`${name}, item ${index + 1}, at ${item.x}, ${item.y} ${room.unit}, turned ${item.rotation}°${overlapping.has(item.key) ? ', overlaps another item' : ''}`}
            onFocus={() => onSelect(item.key)}
            onKeyDown={(event) => onKey(event, item)}
            onPointerDown={(event) => startDrag(event, item)}
            onPointerMove={moveDrag}
            onPointerUp={() => setDrag(null)}
            onPointerCancel={() => setDrag(null)}
          >
            <rect
              x={item.x}
              y={item.y}
              width={width}
              height={depth}
              fill={KIND_COLORS[eq.kind]}
              fillOpacity={0.75}
              stroke={isSelected ? '#f5a623' : overlapping.has(item.key) ? '#c0392b' : '#1b1b1b'}
              strokeWidth={isSelected ? label / 2.5 : label / 6}
              strokeDasharray={overlapping.has(item.key) && !isSelected ? `${label} ${label / 2}` : undefined}
            />
            <ItemLabel name={name} x={item.x} y={item.y} width={width} depth={depth} size={label} />
          </g>
        )
      })}
    </svg>
  )
}
