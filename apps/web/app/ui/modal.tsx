import { useEffect, useId, useRef, type ReactNode } from 'react'

type ModalProps = {
  open: boolean
  title: string
  /** Escape, or the browser closing the dialog: the caller decides what that means (usually cancel). */
  onDismiss: () => void
  children: ReactNode
  className?: string | undefined
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert, keeps
 * focus inside and closes on Escape (reported as onDismiss); focus returns to where it was.
 */
export function Modal({ open, title, onDismiss, children, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      return () => {
        if (dialog.open) dialog.close()
        before?.focus()
      }
    }
    return undefined
  }, [open])
  if (!open) return null
  return (
    <dialog
      ref={ref}
      className={`modal${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onDismiss()
      }}
    >
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      {children}
    </dialog>
  )
}
