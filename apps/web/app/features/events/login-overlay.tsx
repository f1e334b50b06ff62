import { Link, useLocation } from 'react-router'
import { ACCOUNT_PATHS, LoginForm } from '../account/auth-forms.tsx'
import { sitePath } from '../../platform/site.ts'
import { Modal } from '../../ui/modal.tsx'

/**
 * The sign-in overlay of the invitational and named-event pages (shell §2 Events; opened by
 * useLoginOverlay). The form is the login page's (captcha, errors, the same-email block); once signed
 * in, the shopper stays on the event page, read again as theirs. Escape or Close dismisses it.
 */
export default function LoginOverlay({ prefix, onClose }: { prefix: string; onClose: () => void }) {
  const { pathname, search } = useLocation()
  const here = `${pathname}${search}`
  return (
    <Modal open title="Log In" onDismiss={onClose} className="login-overlay">
      <LoginForm redirectTo={here} prefix={prefix} />
      <p>
        New to Ironhouse? <Link to={`${sitePath(prefix, ACCOUNT_PATHS.register)}?redirect=${encodeURIComponent(here)}`}>Create an account</Link>
      </p>
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  )
}
