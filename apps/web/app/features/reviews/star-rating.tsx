import { useId } from 'react'

const STARS = [1, 2, 3, 4, 5] as const
const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`

/**
 * The star rating control: a radio group (a fieldset of five native radios, so arrow keys move the
 * choice and screen readers name each "3 stars"), drawn as stars.
 */
export function StarRatingInput({ legend, value, onChange, error }: { legend: string; value: number; onChange: (stars: number) => void; error?: string | null }) {
  const name = useId()
  return (
    <fieldset className="star-rating" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="form-field__label">
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="star-rating__stars">
        {STARS.map((n) => (
          <label key={n} className={n <= value ? 'star-rating__star star-rating__star--on' : 'star-rating__star'}>
            <input type="radio" name={name} value={n} checked={value === n} required onChange={() => onChange(n)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{starLabel(n)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
