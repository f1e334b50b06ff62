// The Recaptcha content block (platform §2 names it among the lazily loaded blocks; docs/support-requests.md
// "The Recaptcha block"). This store's captcha is its own proof of work (docs/decisions/005), not Google's:
// the block tells the shopper that the page's forms are protected by it and what it does, and starts
// making the token for its action as soon as the page has loaded, so a form sent quickly does not wait
// for it. The server never trusts the block: a call without a good token is refused wherever it comes from.
import { useEffect } from 'react'
import { useOptionalSessionStore } from '../../../platform/session-context.tsx'

export type RobotCheckProps = { action: string; className?: string | undefined }

export function Recaptcha({ action, className }: RobotCheckProps) {
  const api = useOptionalSessionStore()?.api
  // the challenge is fetched and solved now (nothing happens while the store checks no captcha)
  useEffect(() => {
    api?.prepareCaptcha(action)
  }, [api, action])
  return (
    <p className={['robot-check', className].filter(Boolean).join(' ')}>
      <small>
        The forms on this page are protected by our own robot check: before a form is sent, your browser quietly works out a small puzzle from our
        server, which a script sending messages in bulk would have to do for every message. It runs in your browser, sets no cookie and shares
        nothing with anyone else.
      </small>
    </p>
  )
}
