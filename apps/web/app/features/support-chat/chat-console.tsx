// The staff console of the support chat (docs/support-chat.md; styles: support-chat.css, linked by the
// route), on the admin-only staff screen
// /events/moderator?view=chat (admin hosts only, platform §2; routes/events-moderator.tsx). The operator
// token is typed in and sent by the browser as the bearer token of /svc_chat/operator; it is never
// stored. The page's server HTML holds nothing of any shopper: the queue and messages load here.
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react'
import type { ChatMessage, ChatStaffConversation, ChatStaffQueue, ChatStaffSummary } from '@ironhouse/contracts'
import { apiPath, type ApiSite } from '../../platform/api-path.ts'

/** The queue and the open chat refresh as often as the shopper's widget polls (CHAT_POLL_MS of chat.tsx). */
const POLL_MS = 4000

type Call = <T>(path: string, init?: { method?: string; body?: unknown }) => Promise<T>

class ConsoleError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

function staffCall(site: ApiSite, token: string): Call {
  return async <T,>(path: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(apiPath(`/svc_chat/operator${path}`, site), {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    })
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    if (response.status === 401) throw new ConsoleError(401, 'That operator token is not valid.')
    if (!response.ok) throw new ConsoleError(response.status, body.message ?? 'The chat could not be loaded. Please try again.')
    return body as T
  }
}

/** The operator token as staff type it (the staff screens of routes/events-moderator.tsx); kept only in the page's memory. */
export function OperatorTokenField({ value, onChange }: { value: string; onChange: (token: string) => void }) {
  const id = useId()
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        Operator token
      </label>
      <input id={id} type="password" autoComplete="off" required value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}

function waitedFor(since: string | null, now: number): string {
  if (!since) return 'answered'
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000))
  return minutes === 0 ? 'waiting under a minute' : `waiting ${minutes} min`
}

export function ChatConsole({ site }: { site: ApiSite }) {
  const [token, setToken] = useState('')
  const [call, setCall] = useState<Call | null>(null)
  const [queue, setQueue] = useState<Array<ChatStaffSummary>>([])
  const [open, setOpen] = useState<ChatStaffConversation | null>(null)
  const [reply, setReply] = useState('')
  const [error, setError] = useState('')
  const [now, setNow] = useState(() => Date.now())
  const ids = { reply: useId() }

  const refresh = useCallback(
    async (using: Call, openId: string | null) => {
      const [list, one] = await Promise.all([using<ChatStaffQueue>('/conversations'), openId ? using<ChatStaffConversation>(`/conversations/${openId}`) : null])
      setQueue(list.conversations)
      if (one) setOpen(one)
      setNow(Date.now())
    },
    [],
  )

  const openId = open?.id ?? null
  useEffect(() => {
    if (!call) return
    const timer = setInterval(() => {
      if (!document.hidden) refresh(call, openId).catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)))
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [call, openId, refresh])

  async function attempt(action: () => Promise<void>) {
    setError('')
    try {
      await action()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
      if (failure instanceof ConsoleError && failure.status === 401) setCall(null)
    }
  }

  function signIn(event: FormEvent) {
    event.preventDefault()
    const using = staffCall(site, token.trim())
    void attempt(async () => {
      await refresh(using, null)
      setCall(() => using)
    })
  }

  function send(event: FormEvent) {
    event.preventDefault()
    if (!call || !open) return
    void attempt(async () => {
      const message = await call<ChatMessage>(`/conversations/${open.id}/messages`, { method: 'POST', body: { message: reply } })
      setReply('')
      setOpen({ ...open, messages: [...open.messages, message] })
      await refresh(call, open.id)
    })
  }

  function close() {
    if (!call || !open) return
    void attempt(async () => {
      setOpen(await call<ChatStaffConversation>(`/conversations/${open.id}/close`, { method: 'POST' }))
      await refresh(call, null)
    })
  }

  return (
    <div className="page chat-console">
      <h1>Support Chat</h1>
      {!call && (
        <form className="event-page__form" onSubmit={signIn} aria-label="Staff sign-in">
          <OperatorTokenField value={token} onChange={setToken} />
          <button type="submit" className="button">
            Show open chats
          </button>
        </form>
      )}
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
      {call && (
        <div className="chat-console__panes">
          <section aria-labelledby="chat-queue-title">
            <h2 id="chat-queue-title">Open chats ({queue.length})</h2>
            {queue.length === 0 ? <p>No open chats.</p> : null}
            <ul className="chat-console__queue">
              {queue.map((c) => (
                <li key={c.id}>
                  <button type="button" className="link-button" aria-current={c.id === openId ? 'true' : undefined} onClick={() => void attempt(() => refresh(call, c.id))}>
                    {c.name} ({c.siteCode}), {waitedFor(c.waitingSince, now)}
                  </button>
                  <span className="chat-console__preview">{c.lastMessage}</span>
                </li>
              ))}
            </ul>
          </section>
          {open && (
            <section aria-labelledby="chat-open-title">
              <h2 id="chat-open-title">
                {open.name} &lt;{open.email}&gt;{open.customerId ? ` (customer ${open.customerId})` : ' (guest)'}
              </h2>
              <div className="chat-console__log" role="log" aria-live="polite" aria-label={`Messages with ${open.name}`} tabIndex={0}>
                {open.messages.map((m) => (
                  <p key={m.id} className={`chat-console__message chat-console__message--${m.author}`}>
                    <span className="chat-console__author">{m.author === 'staff' ? 'Staff' : open.name}</span>
                    <span>{m.body}</span>
                  </p>
                ))}
              </div>
              {open.status === 'open' ? (
                <form onSubmit={send} className="support-chat__form">
                  <label htmlFor={ids.reply}>Reply</label>
                  <textarea id={ids.reply} required maxLength={1000} rows={3} value={reply} onChange={(e) => setReply(e.target.value)} />
                  <div className="support-chat__actions">
                    <button type="submit" className="button">
                      Send reply
                    </button>
                    <button type="button" className="button button--secondary" onClick={close}>
                      Close chat
                    </button>
                  </div>
                </form>
              ) : (
                <p role="status">This chat is closed.</p>
              )}
            </section>
          )}
        </div>
      )}
    </div>
  )
}
