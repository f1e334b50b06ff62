import { useId } from 'react'
import { Form } from 'react-router'
import type { ContentPreview } from '@ironhouse/contracts'
import { PageMeta } from '../../platform/page-meta.tsx'
import { ContentPage } from '../content/content-page.tsx'
import type { ContentPageData } from '../content/load-content.server.ts'
import { OperatorSignOut } from './operator-sign-in.tsx'

export type PreviewView = {
  kind: 'preview'
  /** /__rb__/rhpa: the same preview, started without third-party add-ons (shell §2). */
  rhpa: boolean
  /** What was asked: the id or url field as typed. */
  asked: { id: string; url: string }
  content: ContentPageData | null
  /** Why there is no page to show (an unknown page, a bad query). */
  problem: string | null
  blocks: ContentPreview['blocks']
}

/** A named block's content in words: its text and link, its slides, else its JSON. */
function describeContent(content: unknown): string {
  if (content && typeof content === 'object') {
    const { text, url, slides } = content as { text?: unknown; url?: unknown; slides?: unknown }
    if (typeof text === 'string') return typeof url === 'string' ? `${text} → ${url}` : text
    if (Array.isArray(slides)) return slides.map((slide) => describeContent(slide)).join(' · ')
  }
  return JSON.stringify(content)
}

/**
 * The operator's preview of content (shell §2 /__rb__/preview and /__rb__/rhpa): the page as the store
 * renders it, but with every block of its tree (blocks limited to a segment, SKU or A/B variant
 * included), then every named content block with its state, those not active yet marked as such.
 */
export function ContentPreviewPage({ view }: { view: PreviewView }) {
  const id = useId()
  const page = view.content?.page
  const title = view.rhpa ? 'Content Preview (rhpa)' : 'Content Preview'
  return (
    <div className="operator-preview">
      <PageMeta title={page ? `${title}: ${page.title}` : title} />
      <section className="operator-preview__bar" aria-label="Preview">
        <p>
          <strong>{title}</strong>
          {page ? (
            <>
              {' '}
              of page {page.id} <code>{page.identifier}</code> at <code>{page.url}</code>: every block shown, whatever its audience; not indexed, never cached.
            </>
          ) : null}
          {view.rhpa ? ' Started without third-party add-ons.' : null}
        </p>
        <Form method="get" className="operator-preview__form" aria-label="Preview a page">
          <div className="form-field">
            <label htmlFor={id} className="form-field__label">
              Page id, identifier or url
            </label>
            <input id={id} name="page" type="text" placeholder="about-us or /about-us" defaultValue={view.asked.url || view.asked.id} />
          </div>
          <button type="submit" className="button">
            Preview
          </button>
        </Form>
        <OperatorSignOut />
      </section>
      {view.problem ? (
        <p role="alert" className="notice notice--error">
          {view.problem}
        </p>
      ) : null}
      {view.content ? <ContentPage data={view.content} /> : null}
      <section className="operator-preview__blocks" aria-labelledby="preview-blocks">
        <h2 id="preview-blocks">Content blocks</h2>
        <ul>
          {view.blocks.map((block) => (
            <li key={block.name} className={block.active ? undefined : 'operator-preview__inactive'}>
              <strong>{block.name}</strong> <span className="operator-preview__state">{block.active ? 'Active' : 'Not active yet: shoppers do not see it'}</span>
              <br />
              {describeContent(block.content)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
