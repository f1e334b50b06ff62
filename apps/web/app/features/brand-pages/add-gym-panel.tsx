import { useId, useState, type FormEvent } from 'react'
import { useLocation } from 'react-router'
import type { GymSubmissionResponse, SubmittedGym } from '@ironhouse/contracts'
import { loginRedirectPath } from '@ironhouse/domain'
import type { z } from 'zod'
import { useSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'
import { useRootData } from '../../platform/use-root-data.ts'
import { countryOptions } from '../../ui/address-lines.tsx'
import { CountrySelect } from '../../ui/country-select.tsx'
import { useCountries } from '../account/geo.ts'
import { messageOf } from '../events/registration-messages.ts'

const GYM_FIELD_LABELS: Readonly<Record<string, string>> = { name: 'Gym name', city: 'City', region: 'State or region', countryId: 'Country', website: 'Website' }
const TEXT_FIELDS: ReadonlyArray<[keyof Omit<GymForm, 'countryId'>, string, string, number, boolean]> = [
  ['name', 'Gym name', 'organization', 120, true],
  ['city', 'City', 'address-level2', 80, true],
  ['region', 'State or region', 'address-level1', 80, false],
  ['website', 'Website', 'url', 200, false],
]

type GymForm = { name: string; city: string; region: string; countryId: string; website: string }
const EMPTY: GymForm = { name: '', city: '', region: '', countryId: '', website: '' }

/**
 * Adding a gym to the map (flag enable_gym_add; docs/equipped-gyms.md): a guest is asked to log in
 * (and comes back here); a customer sends the gym, which waits for the store's review before it shows
 * on the map. The server decides (a gym already on the map, too many waiting, a bad field) and its
 * answer is shown as it says it.
 */
export function AddGymPanel({ brand }: { brand: string }) {
  const { session } = useSessionStore()
  const { pathname } = useLocation()
  const { prefix } = useRootData()
  const [sent, setSent] = useState<SubmittedGym | null>(null)
  return (
    <section aria-labelledby="add-gym" className="equipped-gyms__add">
      <h2 id="add-gym">Train on {brand} gear? Add your gym</h2>
      {sent ? (
        <p role="status" className="notice">
          Thank you: {sent.name} in {sent.city} is waiting for our review. It shows on the map once we have checked it.
        </p>
      ) : session.loggedIn ? (
        <AddGymForm brand={brand} onSent={setSent} />
      ) : (
        <p>
          <a className="button" href={sitePath(prefix, loginRedirectPath(pathname))}>
            Log in to add your gym
          </a>
        </p>
      )}
    </section>
  )
}

function AddGymForm({ brand, onSent }: { brand: string; onSent: (gym: SubmittedGym) => void }) {
  const { api } = useSessionStore()
  const countries = useCountries(api)
  const [form, setForm] = useState<GymForm>(EMPTY)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const id = useId()

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (sending) return
    const missing = !form.name.trim() ? 'your gym\'s name' : !form.city.trim() ? 'your city' : !form.countryId ? 'your country' : null
    if (missing) {
      setError(`Please enter ${missing}`)
      return
    }
    setSending(true)
    setError(null)
    try {
      const answer = await api.post<z.infer<typeof GymSubmissionResponse>>('/svc_content/gyms', { ...form, brand })
      onSent(answer.gym)
    } catch (failure) {
      setError(messageOf(failure, GYM_FIELD_LABELS))
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="equipped-gyms__form" onSubmit={(e) => void submit(e)} noValidate>
      {TEXT_FIELDS.map(([field, label, autoComplete, maxLength, required]) => (
        <div className="form-field" key={field}>
          <label htmlFor={`${id}-${field}`} className="form-field__label">
            {label}
            {required ? <span aria-hidden="true"> *</span> : null}
          </label>
          <input
            id={`${id}-${field}`}
            name={field}
            type={field === 'website' ? 'url' : 'text'}
            autoComplete={autoComplete}
            maxLength={maxLength}
            required={required}
            value={form[field]}
            placeholder={field === 'website' ? 'https://' : undefined}
            onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
          />
        </div>
      ))}
      <CountrySelect countries={countryOptions(countries.map((c) => c.alpha2))} value={form.countryId} required choose="always" onChange={(code) => setForm((f) => ({ ...f, countryId: code }))} />
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? 'Sending…' : 'Add my gym'}
      </button>
    </form>
  )
}
