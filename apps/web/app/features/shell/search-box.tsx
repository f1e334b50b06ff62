import { useId } from 'react'
import { Form } from 'react-router'
import { sitePath } from '../../platform/site.ts'

/** The header search: a GET form to /search with q (shell §2; the live preview comes later). */
export function SearchBox({ prefix, label = 'Site search' }: { prefix: string; label?: string }) {
  const id = useId()
  return (
    <Form role="search" aria-label={label} method="get" action={sitePath(prefix, '/search')} className="search-box">
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input id={id} type="search" name="q" placeholder="Search" autoComplete="off" maxLength={200} />
      <SearchSubmitButton />
    </Form>
  )
}

/** The magnifier button of a search form. */
export function SearchSubmitButton() {
  return (
    <button type="submit" className="search-box__submit">
      <span className="visually-hidden">Search</span>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  )
}
