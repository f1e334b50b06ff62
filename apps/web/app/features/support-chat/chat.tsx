// The support chat widget (shell §2 overlays "chat widget"; shell §6, platform §6: USA, CAN and APO
// only; docs/support-chat.md). Its code (styles included) arrives on the first click of the footer's
// "Chat with us" (features/shell/footer.tsx): nothing of it is in the page's server HTML or in the
// JavaScript every page loads. The conversation lives on the server (/svc_chat), bound to the session,
// so it is there again on every page of the session.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { ChatConversation, ChatCurrent, ChatMessage, ChatTranscriptSent } from '@ironhouse/contracts'
import { useSessionStore } from '../../platform/session-context.tsx'
import { sessionFromAnswer } from '../../platform/session.ts'
import { Modal } from '../../ui/modal.tsx'
import css from './support-chat.css?inline'

/** While the widget or the staff console is open they ask for new messages this often (docs/support-chat.md). */
const CHAT_POLL_MS = 4000
const MESSAGE_MAX = 1000

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.'
}

/** Appends the messages not yet shown (a poll and a send can both bring the same one). */
function merged(shown: Array<ChatMessage>, more: Array<ChatMessage>): Array<ChatMessage> {
  const known = new Set(shown.map((m) => m.id))
  return [...shown, ...more.filter((m) => !known.has(m.id))].sort((a, b) => a.id - b.id)
}

type Phase = { kind: 'loading' } | { kind: 'start' } | { kind: 'chat'; conversation: ChatConversation }

/** The chat's styles (widget and console), hoisted into the head by React once: no stylesheet request on the pages that never open it. */
function ChatStyles() {
  return (
    <style href="ih-support-chat" precedence="default">
      {css}
    </style>
  )
}

/** The widget, a modal dialog; the footer renders it after the first click of "Chat with us". */
export default function ChatWidget({ onClose }: { onClose: (closed: null) => void }) {
  const { api } = useSessionStore()
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' })
  const [signedIn, setSignedIn] = useState(false)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [form, setForm] = useState({ name: '', email: '', message: '' })
  const [draft, setDraft] = useState('')
  const [mailedTo, setMailedTo] = useState<string | null>(null)
  const ids = { name: useId(), email: useId(), message: useId(), draft: useId(), error: useId() }
  const logRef = useRef<HTMLDivElement>(null)

  // the session's open conversation, and whether a customer is signed in (their name and email are the account's)
  useEffect(() => {
    let live = true
    void Promise.all([api.get<ChatCurrent>('/svc_chat/conversation'), api.refreshSession().catch(() => null)]).then(
      ([current, session]) => {
        if (!live) return
        // the session's answer says whether a customer is signed in (its group), not who
        setSignedIn(session !== null && sessionFromAnswer(session).loggedIn)
        setPhase(current.conversation ? { kind: 'chat', conversation: current.conversation } : { kind: 'start' })
      },
      (failure: unknown) => {
        if (!live) return
        setError(messageOf(failure))
        setPhase({ kind: 'start' })
      },
    )
    return () => {
      live = false
    }
  }, [api])

  // while the chat is open: new messages every CHAT_POLL_MS (not while the tab is hidden)
  const conversation = phase.kind === 'chat' ? phase.conversation : null
  const openId = conversation?.status === 'open' ? conversation.id : null
  const lastId = conversation?.messages.at(-1)?.id ?? 0
  useEffect(() => {
    if (!openId) return
    const timer = setInterval(() => {
      if (document.hidden) return
      api.get<ChatConversation>(`/svc_chat/conversations/${openId}`, { query: { since: lastId } }).then(
        (update) =>
          setPhase((now) =>
            now.kind === 'chat' && now.conversation.id === update.id ? { kind: 'chat', conversation: { ...update, messages: merged(now.conversation.messages, update.messages) } } : now,
          ),
        () => undefined,
      )
    }, CHAT_POLL_MS)
    return () => clearInterval(timer)
  }, [api, openId, lastId])

  // the newest message stays in view
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [lastId])

  async function run(action: () => Promise<void>) {
    setBusy(true)
    setError('')
    try {
      await action()
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  function start(event: FormEvent) {
    event.preventDefault()
    void run(async () => {
      const body = signedIn ? { message: form.message } : form
      const started = await api.post<ChatConversation>('/svc_chat/conversation', body)
      setForm((f) => ({ ...f, message: '' }))
      setMailedTo(null)
      setPhase({ kind: 'chat', conversation: started })
    })
  }

  function send(event: FormEvent) {
    event.preventDefault()
    if (!conversation) return
    void run(async () => {
      const message = await api.post<ChatMessage>(`/svc_chat/conversations/${conversation.id}/messages`, { message: draft })
      setDraft('')
      setPhase((now) => (now.kind === 'chat' ? { kind: 'chat', conversation: { ...now.conversation, messages: merged(now.conversation.messages, [message]) } } : now))
    })
  }

  function end() {
    if (!conversation) return
    void run(async () => {
      const ended = await api.post<ChatConversation>(`/svc_chat/conversations/${conversation.id}/end`)
      setPhase({ kind: 'chat', conversation: ended })
    })
  }

  // docs/support-chat.md "Transcript": a signed-in customer's chat, mailed to the account's email
  function mailTranscript() {
    if (!conversation) return
    void run(async () => {
      const sent = await api.post<ChatTranscriptSent>(`/svc_chat/conversations/${conversation.id}/transcript`)
      setMailedTo(sent.sentTo)
    })
  }
  const transcript = signedIn ? (
    <>
      <button type="button" className="button button--link" onClick={mailTranscript} disabled={busy}>
        Email me this chat
      </button>
      {mailedTo ? <p role="status">We have sent this chat to {mailedTo}.</p> : null}
    </>
  ) : null

  const alert = error ? (
    <p id={ids.error} role="alert" className="support-chat__error">
      {error}
    </p>
  ) : null

  return (
    <Modal open title="Chat with us" onDismiss={() => onClose(null)} className="support-chat">
      <ChatStyles />
      <button type="button" className="support-chat__close" onClick={() => onClose(null)} aria-label="Close the chat window">
        ×
      </button>
      {phase.kind === 'loading' && <p role="status">Loading the chat…</p>}
      {phase.kind === 'start' && (
        <form onSubmit={start} className="support-chat__form" aria-describedby={error ? ids.error : undefined}>
          <p>Our team answers here, usually within a few minutes. Leave this window open or come back to it from any page.</p>
          {!signedIn && (
            <>
              <label htmlFor={ids.name}>Your name</label>
              <input id={ids.name} name="name" autoComplete="name" required maxLength={80} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
              <label htmlFor={ids.email}>Your email</label>
              <input id={ids.email} name="email" type="email" autoComplete="email" required maxLength={320} value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
            </>
          )}
          <label htmlFor={ids.message}>How can we help?</label>
          <textarea id={ids.message} name="message" required maxLength={MESSAGE_MAX} rows={3} value={form.message} onChange={(e) => setForm({ ...form, message: e.target.value })} />
          {alert}
          <button type="submit" className="button button--primary" disabled={busy}>
            Start chat
          </button>
        </form>
      )}
      {conversation && (
        <>
          <div ref={logRef} className="support-chat__log" role="log" aria-live="polite" aria-label="Chat messages" tabIndex={0}>
            {conversation.messages.map((m) => (
              <p key={m.id} className={`support-chat__message support-chat__message--${m.author}`}>
                <span className="support-chat__author">{m.author === 'staff' ? 'Ironhouse support' : 'You'}</span>
                <span className="support-chat__body">{m.body}</span>
              </p>
            ))}
          </div>
          {conversation.status === 'open' ? (
            <form onSubmit={send} className="support-chat__form">
              <label htmlFor={ids.draft}>Your message</label>
              <textarea id={ids.draft} name="message" required maxLength={MESSAGE_MAX} rows={2} value={draft} onChange={(e) => setDraft(e.target.value)} />
              {alert}
              <div className="support-chat__actions">
                <button type="submit" className="button button--primary" disabled={busy}>
                  Send
                </button>
                <button type="button" className="button button--secondary" onClick={end} disabled={busy}>
                  End chat
                </button>
              </div>
              {transcript}
            </form>
          ) : (
            <div className="support-chat__form">
              <p role="status">{conversation.closedBy === 'staff' ? 'Our team has ended this chat.' : 'You ended this chat.'}</p>
              {alert}
              {transcript}
              <button type="button" className="button button--primary" onClick={() => setPhase({ kind: 'start' })}>
                Start a new chat
              </button>
            </div>
          )}
        </>
      )}
    </Modal>
  )
}
