import { useEffect, useId, useState } from 'react'
import type { FormEvent } from 'react'
import { EVENT_GENDERS, type EventAccountResponse, type EventDetails, type EventProfileWire, type EventRegistration } from '@ironhouse/contracts'
import { eventProfileFrom } from '@ironhouse/domain'
import { useSessionStore } from '../../platform/session-context.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { countryOptions } from '../../ui/address-lines.tsx'
import { CountrySelect } from '../../ui/country-select.tsx'
import { useCountries } from '../account/geo.ts'
import { messageOf } from './registration-messages.ts'
import { placesNote } from './event-view.tsx'

type Profile = Omit<EventProfileWire, '_id' | 'linked'>
type TextField = 'firstName' | 'lastName' | 'email' | 'birthdate' | 'gym' | 'btwbId'

const TEXT_FIELDS: ReadonlyArray<[TextField, string, string | undefined, number, boolean, string?]> = [
  ['firstName', 'First name', 'given-name', 60, true],
  ['lastName', 'Last name', 'family-name', 60, true],
  ['email', 'Email', 'email', 320, true],
  ['birthdate', 'Birthdate', 'bday', 10, false, 'YYYY-MM-DD'],
  ['gym', 'Gym', 'organization', 100, false],
  ['btwbId', 'BTWB athlete id', 'off', 12, false, 'Digits only; links your Beyond the Whiteboard scores'],
]

type State =
  | { kind: 'waiting' }
  | { kind: 'guest' }
  | { kind: 'failed' }
  | { kind: 'form'; profile: Profile; registrations: ReadonlyArray<EventRegistration> }
  | { kind: 'registered'; registration: EventRegistration }

/** The answer's profile through the domain's reader (missing fields keep the §3 defaults: gender Male). */
function toFormProfile(answer: EventProfileWire): Profile {
  const { loaded: _loaded, _id, linked: _linked, ...rest } = eventProfileFrom(answer)
  void _id
  return { ...rest, btwbId: rest.btwbId ?? '', birthdate: rest.birthdate ?? '' }
}



/**
 * The registration part of an event page (shell §2 Events, §3 Event profile: registrations carry
 * divisionId). It is the shopper's own, so the browser fills it in after load (the page itself is
 * the same for every shopper, decision 006): a guest is asked to log in (the sign-in overlay), a
 * customer reads their event profile (GET /svc_event/account), completes it, picks a division and
 * registers (PUT /svc_event/account, then POST /svc_event/events/{id}/registrations). The server
 * decides: a refusal (already registered, closed, a bad field) is shown as it says it.
 */
export function RegistrationPanel({ event, onLogIn }: { event: EventDetails; onLogIn: () => void }) {
  const { api, session } = useSessionStore()
  const [loaded, setLoaded] = useState<State | null>(null)
  // bumped after a withdrawal: the account is read again and the form comes back
  const [reads, setReads] = useState(0)
  const loggedIn = session.loggedIn
  useEffect(() => {
    if (!loggedIn) return
    let live = true
    api.get<EventAccountResponse>('/svc_event/account').then(
      (answer) => {
        if (!live) return
        const mine = answer.registrations.find((r) => r.eventId === event._id)
        setLoaded(mine ? { kind: 'registered', registration: mine } : { kind: 'form', profile: toFormProfile(answer.profile), registrations: answer.registrations })
      },
      () => {
        if (live) setLoaded({ kind: 'failed' })
      },
    )
    return () => {
      live = false
    }
  }, [api, loggedIn, event._id, reads])
  const state: State = !loggedIn ? { kind: 'guest' } : (loaded ?? { kind: 'waiting' })
  const setState = setLoaded

  return (
    <section aria-labelledby="event-registration" className="event-page__registration">
      <h2 id="event-registration">Registration</h2>
      {state.kind === 'registered' ? (
        <>
          <div role="status" className="notice event-page__confirmed">
            You are registered for {state.registration.eventName} in the {state.registration.divisionName} division.
          </div>
          {event.registrationOpen ? <Withdrawal event={event} onWithdrawn={() => setReads((n) => n + 1)} /> : null}
        </>
      ) : !event.registrationOpen ? (
        <p>Registration for {event.name} is closed.</p>
      ) : state.kind === 'guest' ? (
        <p>
          <button type="button" className="button" onClick={onLogIn}>
            Log in to register
          </button>
        </p>
      ) : state.kind === 'failed' ? (
        <p role="alert" className="notice notice--error">
          We could not load your athlete profile. Please reload the page.
        </p>
      ) : state.kind === 'form' ? (
        <RegistrationForm event={event} initial={state.profile} onRegistered={(registration) => setState({ kind: 'registered', registration })} />
      ) : (
        <p>Loading…</p>
      )}
    </section>
  )
}

function RegistrationForm({ event, initial, onRegistered }: { event: EventDetails; initial: Profile; onRegistered: (registration: EventRegistration) => void }) {
  const { api } = useSessionStore()
  const countries = useCountries(api)
  const [profile, setProfile] = useState<Profile>(initial)
  const [divisionId, setDivisionId] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const ids = { gender: useId(), divisions: useId() }
  const set = (field: keyof Profile, value: string) => setProfile((p) => ({ ...p, [field]: value }))

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (sending) return
    const missing = !profile.firstName.trim() ? 'your first name' : !profile.lastName.trim() ? 'your last name' : !profile.email.trim() ? 'your email' : !profile.country ? 'your country' : divisionId === null ? 'a division' : null
    if (missing || divisionId === null) {
      setError(`Please enter ${missing ?? 'a division'}`)
      return
    }
    setSending(true)
    setError(null)
    try {
      await api.put<EventAccountResponse>('/svc_event/account', profile)
      const answer = await api.post<{ registration: EventRegistration }>(`/svc_event/events/${encodeURIComponent(event._id)}/registrations`, { divisionId })
      onRegistered(answer.registration)
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="event-page__form" onSubmit={(e) => void submit(e)} noValidate>
      <h3>Athlete profile</h3>
      {TEXT_FIELDS.map(([field, label, autoComplete, maxLength, required, hint]) => (
        <FormField
          key={field}
          name={field}
          label={label}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={autoComplete}
          value={profile[field] ?? ''}
          error={null}
          rules={{ maxLength, required }}
          hint={hint}
          onChange={(v) => set(field, v)}
          onBlur={() => undefined}
        />
      ))}
      <div className="form-field">
        <label htmlFor={ids.gender} className="form-field__label">
          Gender
        </label>
        <select id={ids.gender} className="form-select" value={profile.gender} onChange={(e) => set('gender', e.target.value)}>
          {EVENT_GENDERS.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
      </div>
      <CountrySelect countries={countryOptions(countries.map((c) => c.alpha2))} value={profile.country} required choose="always" onChange={(code) => set('country', code)} />
      <fieldset className="event-page__division-choice">
        <legend id={ids.divisions}>Division *</legend>
        {event.divisions.map((division) => (
          <label key={division._id} className="event-page__division-option">
            <input
              type="radio"
              name="divisionId"
              value={division._id}
              checked={divisionId === division._id}
              disabled={division.spotsLeft === 0}
              onChange={() => setDivisionId(division._id)}
            />{' '}
            {division.name}
            {placesNote(division.spotsLeft)}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Registering…' : 'Register'}
      </button>
    </form>
  )
}

// the places note is the event view's (the Competition content block shows it too, without this panel)
export { placesNote }

/** Withdrawing a registration while the event takes them (docs/events.md): asked twice, then the place goes back. */
function Withdrawal({ event, onWithdrawn }: { event: EventDetails; onWithdrawn: () => void }) {
  const { api } = useSessionStore()
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  async function withdraw() {
    setSending(true)
    setError(null)
    try {
      await api.delete(`/svc_event/events/${encodeURIComponent(event._id)}/registration`)
      onWithdrawn()
    } catch (failure) {
      setError(messageOf(failure))
      setSending(false)
    }
  }
  return (
    <div className="event-page__withdrawal">
      {asking ? (
        <p>
          Withdraw from {event.name}? Your place goes back to the division.{' '}
          <button type="button" className="button" disabled={sending} onClick={() => void withdraw()}>
            {sending ? 'Withdrawing…' : 'Yes, withdraw'}
          </button>{' '}
          <button type="button" className="button button--secondary" disabled={sending} onClick={() => setAsking(false)}>
            Keep my registration
          </button>
        </p>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          Withdraw my registration
        </button>
      )}
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

