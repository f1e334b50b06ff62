import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ZEUS_KIND_LABELS, ZEUS_NAME_MAX, ZEUS_ROOM_LIMITS, zeusFootprint, type SiteCode, type ZeusEquipmentKind, type ZeusUnit } from '@ironhouse/domain'
import type { ZeusBill, ZeusEquipmentItem, ZeusProject } from '@ironhouse/contracts'
import { ApiError } from '../../platform/api-error.ts'
import { PageMeta } from '../../platform/page-meta.tsx'
import { useSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'
import { messageOf } from '../cart/list-client.ts'
import { BillPanel } from './bill-panel.tsx'
import { changeUnit, checkDraft, draftOf, inputOf, moveTo, newDraft, nudge, place, remove, rotate, type Draft } from './design-state.ts'
import { FloorPlan, stepOf } from './floor-plan.tsx'
import { roomSizeLabel, zeusClient } from './zeus-client.ts'
import { ZeusNav } from './zeus-nav.tsx'

/** A new design kept in this tab while the shopper logs in to save it (docs/zeus-builder.md). */
const DRAFT_KEY = 'ironhouse:zeus-draft'

type Source = { id: number; kind: ZeusProject['kind']; name: string } | null

function readKeptDraft(): Draft | null {
  try {
    const kept = window.sessionStorage.getItem(DRAFT_KEY)
    return kept ? (JSON.parse(kept) as Draft) : null
  } catch {
    return null
  }
}

export type EditorProps = { projectId: number | null; prefix: string; siteCode: SiteCode }

/**
 * /zeus-builder/project/edit (a new design) and /zeus-builder/project/{projectId} (shell §2, USA only).
 * The design, the picker's prices and the bill are the shopper's own: read in the browser after load.
 * One editor per design: moving to another design starts afresh.
 */
export function ZeusEditorPage(props: EditorProps) {
  return <ZeusEditor key={props.projectId ?? 'new'} {...props} />
}

function ZeusEditor({ projectId, prefix, siteCode }: EditorProps) {
  const [params] = useSearchParams()
  const { api, session } = useSessionStore()
  const client = useMemo(() => zeusClient(api), [api])
  const navigate = useNavigate()

  const [draft, setDraft] = useState<Draft>(newDraft)
  const [source, setSource] = useState<Source>(null)
  const [loadState, setLoadState] = useState<'loading' | 'ready' | 'missing'>(projectId === null ? 'ready' : 'loading')
  const [equipment, setEquipment] = useState<ReadonlyArray<ZeusEquipmentItem>>([])
  const [selected, setSelected] = useState<number | null>(null)
  const [saving, setSaving] = useState(false)
  const [status, setStatus] = useState<{ kind: 'ok' | 'error' | 'login'; text: string } | null>(null)
  const [dirty, setDirty] = useState(false)
  const [bill, setBill] = useState<{ value: ZeusBill | null; loading: boolean; error: string | null }>({ value: null, loading: false, error: null })
  const byId = useMemo(() => new Map(equipment.map((e) => [e.productId, e])), [equipment])
  const planRef = useRef<HTMLDivElement>(null)

  const change = useCallback((next: (current: Draft) => Draft) => {
    setDraft(next)
    setDirty(true)
    setStatus(null)
  }, [])

  // the picker's equipment and, for an existing design, the design
  useEffect(() => {
    let live = true
    client.equipment().then(
      (list) => live && setEquipment(list.equipment),
      (error: unknown) => live && setStatus({ kind: 'error', text: messageOf(error) }),
    )
    if (projectId === null) {
      // the tab's storage is read after hydration (the server renders the empty design)
      void Promise.resolve().then(() => {
        const kept = readKeptDraft()
        if (kept && live) setDraft(kept)
      })
    } else {
      client.read(projectId).then(
        (project) => {
          if (!live) return
          setDraft(draftOf(project))
          setSource({ id: project.id, kind: project.kind, name: project.name })
          setDirty(false)
          setLoadState('ready')
        },
        (error: unknown) => {
          if (!live) return
          if (error instanceof ApiError && error.status === 404) setLoadState('missing')
          else setStatus({ kind: 'error', text: messageOf(error) })
        },
      )
    }
    return () => {
      live = false
    }
  }, [client, projectId])

  // a new design, or a template or featured design being changed (saving it makes a new design), is
  // kept in the tab, so logging in to save it does not lose it
  const keptInTab = projectId === null || (source !== null && source.kind !== 'project')
  useEffect(() => {
    if (!keptInTab || !dirty) return
    try {
      window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
    } catch {
      // storage full or off: the design stays on the page
    }
  }, [draft, dirty, keptInTab])

  // the bill, priced by the server for the items placed now
  const billKey = draft.items.map((item) => item.productId).join(',')
  useEffect(() => {
    if (loadState !== 'ready' || billKey === '') return
    let live = true
    const timer = window.setTimeout(() => {
      setBill((current) => ({ ...current, loading: true }))
      client.bill(billKey.split(',').map((id) => ({ productId: Number(id) }))).then(
        (value) => live && setBill({ value, loading: false, error: null }),
        (error: unknown) => live && setBill({ value: null, loading: false, error: messageOf(error) }),
      )
    }, 250)
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [billKey, client, loadState])

  const { problems, overlapping } = checkDraft(draft, byId)
  const ownDesign = source?.kind === 'project'
  const readOnlySource = source !== null && !ownDesign

  const save = async () => {
    if (!session.loggedIn) {
      setStatus({ kind: 'login', text: 'Log in to save your design to My Gyms.' })
      return
    }
    setSaving(true)
    setStatus(null)
    try {
      if (ownDesign && source) {
        const saved = await client.update(source.id, inputOf(draft))
        setSource({ id: saved.id, kind: saved.kind, name: saved.name })
        setDirty(false)
        setStatus({ kind: 'ok', text: 'Your design was saved.' })
      } else {
        const saved = await client.create(inputOf(draft))
        try {
          window.sessionStorage.removeItem(DRAFT_KEY)
        } catch {
          // nothing kept
        }
        setDirty(false)
        navigate(sitePath(prefix, `/zeus-builder/project/${saved.id}?saved=1`), { replace: projectId === null })
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setStatus({ kind: 'login', text: 'Log in to save your design to My Gyms.' })
      else setStatus({ kind: 'error', text: messageOf(error) })
    } finally {
      setSaving(false)
    }
  }

  const addItem = (item: ZeusEquipmentItem) => {
    const placed = place(draft, item)
    change(() => placed.draft)
    setSelected(placed.key)
  }

  const setRoom = (field: 'width' | 'length', value: string) => {
    const number = Number(value)
    change((current) => ({ ...current, [field]: Number.isFinite(number) ? Math.trunc(number) : 0 }))
  }

  if (loadState === 'missing') {
    return (
      <div className="zeus">
        <PageMeta title="Design not found" />
        <h1>Design not found</h1>
        <p>This design does not exist or is not yours.</p>
        <p>
          <Link to={sitePath(prefix, '/zeus-builder/my-gyms')}>My Gyms</Link> · <Link to={sitePath(prefix, '/zeus-builder/project/edit')}>Start a new design</Link>
        </p>
      </div>
    )
  }

  const limits = ZEUS_ROOM_LIMITS[draft.unit]
  const kinds = Object.keys(ZEUS_KIND_LABELS) as Array<ZeusEquipmentKind>
  // after logging in, a kept design opens as a new design, where it was saved from
  const loginPath = sitePath(prefix, `/login?redirect=${encodeURIComponent(keptInTab ? '/zeus-builder/project/edit' : `/zeus-builder/project/${projectId}`)}`)
  const title = projectId === null ? 'New gym design' : source ? source.name : 'Gym design'

  return (
    <div className="zeus zeus--editor">
      <PageMeta title={`${title} | ZEUS Gym Builder`} />
      <ZeusNav prefix={prefix} />
      <h1>{title}</h1>
      {readOnlySource ? <p className="zeus__notice">This is a {source.kind === 'template' ? 'template' : 'featured design'}: change what you like and save it as your own design.</p> : null}
      {loadState === 'loading' ? <p aria-live="polite">Loading the design…</p> : null}
      <div className="zeus-editor">
        <form
          className="zeus-room"
          aria-label="Room"
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <label>
            Design name
            <input type="text" name="name" value={draft.name} maxLength={ZEUS_NAME_MAX} required onChange={(event) => change((current) => ({ ...current, name: event.target.value }))} />
          </label>
          <fieldset>
            <legend>Room size</legend>
            <label>
              Width ({draft.unit})
              <input type="number" name="width" inputMode="numeric" min={limits.min} max={limits.max} step={1} value={draft.width} onChange={(event) => setRoom('width', event.target.value)} />
            </label>
            <label>
              Length ({draft.unit})
              <input type="number" name="length" inputMode="numeric" min={limits.min} max={limits.max} step={1} value={draft.length} onChange={(event) => setRoom('length', event.target.value)} />
            </label>
            <label>
              Unit
              <select name="unit" value={draft.unit} onChange={(event) => change((current) => changeUnit(current, event.target.value as ZeusUnit))}>
                <option value="in">inches</option>
                <option value="cm">centimetres</option>
              </select>
            </label>
            <p className="zeus-room__size">{roomSizeLabel(draft)}</p>
          </fieldset>
          <div className="zeus-room__save">
            <button type="submit" className="button button--primary" disabled={saving || problems.length > 0 || loadState !== 'ready'}>
              {saving ? 'Saving…' : ownDesign ? 'Save' : 'Save to My Gyms'}
            </button>
          </div>
          <div role="status" aria-live="polite" className="zeus-room__status">
            {status?.kind === 'ok' || (status === null && !dirty && params.get('saved') === '1') ? <p className="zeus__ok">Your design was saved.</p> : null}
            {status?.kind === 'login' ? (
              <p>
                <Link to={loginPath}>Log in</Link> to save your design to My Gyms.{keptInTab ? ' It is kept in this tab meanwhile.' : ''}
              </p>
            ) : null}
          </div>
          {status?.kind === 'error' ? (
            <p className="zeus__error" role="alert">
              {status.text}
            </p>
          ) : null}
          {problems.length > 0 ? (
            <ul className="zeus__problems" aria-label="Before you can save">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </form>

        <section className="zeus-picker" aria-labelledby="zeus-picker-title">
          <h2 id="zeus-picker-title">Equipment</h2>
          {equipment.length === 0 ? <p>Loading equipment…</p> : null}
          {kinds.map((kind) => {
            const offered = equipment.filter((e) => e.kind === kind)
            if (offered.length === 0) return null
            return (
              <div key={kind} className="zeus-picker__group">
                <h3>{ZEUS_KIND_LABELS[kind]}</h3>
                <ul>
                  {offered.map((item) => {
                    const size = zeusFootprint(item, 0, draft.unit)
                    return (
                      <li key={item.productId}>
                        <button type="button" className="zeus-picker__add" onClick={() => addItem(item)} aria-label={`Add ${item.name} to the floor plan`}>
                          <span className="zeus-picker__name">{item.name}</span>
                          <small>
                            {size.width} × {size.depth} {draft.unit}
                          </small>
                        </button>
                      </li>
                    )
                  })}
                </ul>
              </div>
            )
          })}
        </section>

        <section className="zeus-canvas" aria-labelledby="zeus-plan-title">
          <h2 id="zeus-plan-title">Floor plan</h2>
          <p id="zeus-plan-help" className="zeus-canvas__help">
            Drag an item, or select it and use the arrow keys to move it ({stepOf(draft.unit, false)} {draft.unit} a step, with Shift 1 {draft.unit}), R to turn it and Delete to remove it.
          </p>
          <div ref={planRef} className="zeus-canvas__plan">
            <FloorPlan
              room={draft}
              items={draft.items}
              equipment={byId}
              selected={selected}
              overlapping={overlapping}
              onSelect={setSelected}
              onMoveTo={(key, x, y) => change((current) => moveTo(current, byId, key, x, y))}
              onNudge={(key, dx, dy) => change((current) => nudge(current, byId, key, dx, dy))}
              onRotate={(key) => change((current) => rotate(current, byId, key))}
              onRemove={(key) => {
                change((current) => remove(current, key))
                setSelected(null)
              }}
            />
          </div>
          {draft.items.length > 0 ? (
            <ol className="zeus-items" aria-label="Placed items">
              {draft.items.map((item) => {
                const name = byId.get(item.productId)?.name ?? `Product ${item.productId}`
                return (
                  <li key={item.key} className={selected === item.key ? 'is-selected' : undefined}>
                    <span>
                      {name} <small>
                        at {item.x}, {item.y} {draft.unit} · {item.rotation}°{overlapping.has(item.key) ? ' · overlaps' : ''}
                      </small>
                    </span>
                    <button type="button" className="button button--small" onClick={() => change((current) => rotate(current, byId, item.key))} aria-label={`Turn ${name}`}>
                      Turn
                    </button>
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => {
                        change((current) => remove(current, item.key))
                        setSelected(null)
                      }}
                      aria-label={`Remove ${name}`}
                    >
                      Remove
                    </button>
                  </li>
                )
              })}
            </ol>
          ) : (
            <p>The room is empty: add equipment from the list.</p>
          )}
        </section>

        <BillPanel bill={billKey === '' ? null : bill.value} loading={billKey !== '' && bill.loading} error={billKey === '' ? null : bill.error} siteCode={siteCode} prefix={prefix} />
      </div>
    </div>
  )
}
