import type { Site } from '@ironhouse/contracts'
import { useId } from 'react'
import { Form } from 'react-router'
import { sitePath } from '../../platform/site.ts'

/** Newsletter signup (shell §2 footer): email and the site's lists; posts to the newsletter page. */
export function NewsletterForm({ site, prefix }: { site: Site; prefix: string }) {
  const id = useId()
  const lists = site.forms.newsletters.email
  return (
    <Form method="post" action={sitePath(prefix, '/newsletter-signup')} className="newsletter-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="footer-heading">
        Sign up for our newsletter
      </h2>
      <label htmlFor={`${id}-email`}>Email address</label>
      <div className="newsletter-form__row">
        <input id={`${id}-email`} name="email" type="email" required autoComplete="email" maxLength={320} />
        <button type="submit">Sign Up</button>
      </div>
      {lists.length > 0 && (
        <fieldset>
          <legend>Lists</legend>
          {lists.map((list, i) => (
            <label key={list.id} className="checkbox">
              <input type="checkbox" name="newsletters" value={list.id} defaultChecked={i === 0} /> {list.label}
            </label>
          ))}
        </fieldset>
      )}
    </Form>
  )
}
