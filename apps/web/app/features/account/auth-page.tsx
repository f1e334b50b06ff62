import type { ReactNode } from 'react'
import { PageMeta } from '../../platform/page-meta.tsx'

/** The frame of the sign-in screens: title, an optional intro, the form, links below. Never indexed. */
export function AuthPage({ title, intro, children, aside }: { title: string; intro?: ReactNode; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="page auth-page">
      <PageMeta title={title} />
      <h1>{title}</h1>
      {intro ? <div className="auth-page__intro">{intro}</div> : null}
      {children}
      {aside ? <div className="auth-page__aside">{aside}</div> : null}
    </div>
  )
}
