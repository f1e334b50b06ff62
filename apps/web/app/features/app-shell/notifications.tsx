import { PUSH_TYPE_LABELS, type PushNotification, type PushType } from '@ironhouse/contracts'
import { Form, Link, useActionData, useNavigation } from 'react-router'
import { sitePath } from '../../platform/site.ts'
import { orderDate } from '../orders/order-view.tsx'
import type { RapidfireModel } from './app-screens.ts'

function Refusal() {
  const answer = useActionData() as { pushError?: string } | undefined
  return answer?.pushError ? (
    <p role="alert" className="notice notice--error">
      {answer.pushError}
    </p>
  ) : null
}

/** The day as the order pages write it and the UTC time from the ISO text (the same on server and browser, whatever their ICU). */
function when(iso: string): string {
  return `${orderDate(iso)}, ${iso.slice(11, 16)}`
}

function NotificationList({ notifications, prefix }: { notifications: ReadonlyArray<PushNotification>; prefix: string }) {
  const busy = useNavigation().state !== 'idle'
  return (
    <ul className="app-notifications">
      {notifications.map((n) => (
        <li key={n.id} className={n.readAt === null ? 'app-notification app-notification--unread' : 'app-notification'}>
          <h3>
            {n.link ? <Link to={sitePath(prefix, n.link)}>{n.title}</Link> : n.title}
            {n.readAt === null ? <span className="badge"> New</span> : null}
          </h3>
          <p>{n.body}</p>
          <p className="app-notification__meta">
            {PUSH_TYPE_LABELS[n.type]} · {when(n.createdAt)} UTC
          </p>
          {n.readAt === null ? (
            <Form method="post">
              <input type="hidden" name="intent" value="read" />
              <input type="hidden" name="id" value={n.id} />
              <button type="submit" className="button button--small" disabled={busy} aria-label={`Mark “${n.title}” as read`}>
                Mark as read
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** Notifications: the inbox with its unread count, mark-as-read, and the way to the preferences. */
export function NotificationsScreen({ notifications, unread, prefix }: { notifications: ReadonlyArray<PushNotification>; unread: number; prefix: string }) {
  return (
    <>
      <Refusal />
      <p role="status">{unread === 0 ? 'No unread notifications.' : `${unread} unread ${unread === 1 ? 'notification' : 'notifications'}.`}</p>
      <div className="app-shell__actions">
        <Link to={sitePath(prefix, '/rg-app/account/notifications/preferences')}>Notification preferences</Link>
        {unread > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="read" />
            <input type="hidden" name="all" value="1" />
            <button type="submit" className="button">
              Mark all as read
            </button>
          </Form>
        ) : null}
      </div>
      {notifications.length === 0 ? <p>Nothing yet. We will tell you here when an order moves or something you wait for is back.</p> : <NotificationList notifications={notifications} prefix={prefix} />}
    </>
  )
}

/** Preferences: a box per notification type; saving sends every box (unchecked is off). */
export function PreferencesScreen({ preferences, prefix }: { preferences: ReadonlyArray<{ type: PushType; enabled: boolean }>; prefix: string }) {
  const answer = useActionData() as { preferences?: unknown } | undefined
  const busy = useNavigation().state !== 'idle'
  return (
    <>
      <Refusal />
      <Form method="post" className="app-preferences">
        <input type="hidden" name="intent" value="preferences" />
        <fieldset>
          <legend>Tell me about</legend>
          {preferences.map((p) => (
            <div key={p.type} className="form-check">
              <input type="checkbox" id={`pref-${p.type}`} name="type" value={p.type} defaultChecked={p.enabled} />
              <label htmlFor={`pref-${p.type}`}>{PUSH_TYPE_LABELS[p.type]}</label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={busy}>
          Save preferences
        </button>
      </Form>
      {answer?.preferences ? <p role="status">Your preferences are saved.</p> : null}
      <p>
        <Link to={sitePath(prefix, '/rg-app/account/notifications')}>Back to notifications</Link>
      </p>
    </>
  )
}

/** Rapidfire: the notifications of the query's types, one after another; the unread model marks them read together. */
export function RapidfireScreen({ notifications, types, model, prefix }: { notifications: ReadonlyArray<PushNotification>; types: ReadonlyArray<PushType>; model: RapidfireModel; prefix: string }) {
  const which = types.length === 0 ? 'All types' : types.map((t) => PUSH_TYPE_LABELS[t]).join(', ')
  const unreadIds = notifications.filter((n) => n.readAt === null).map((n) => n.id)
  return (
    <>
      <Refusal />
      <p>
        {which} · {model === 'unread' ? 'new only' : 'latest'}
      </p>
      {notifications.length === 0 ? (
        <p>{model === 'unread' ? 'You are all caught up.' : 'No notifications of these types yet.'}</p>
      ) : (
        <>
          <NotificationList notifications={notifications} prefix={prefix} />
          {unreadIds.length > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="read" />
              {unreadIds.map((id) => (
                <input key={id} type="hidden" name="id" value={id} />
              ))}
              <button type="submit" className="button button--primary">
                Mark these as read
              </button>
            </Form>
          ) : null}
        </>
      )}
      <p>
        <Link to={sitePath(prefix, '/rg-app/account/notifications')}>All notifications</Link>
      </p>
    </>
  )
}
