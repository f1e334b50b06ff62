// The message of a failed list call (and of any call the storefront shows the server's words for), apart
// from the list client: the cart on every page reads it, the list calls arrive with the code that makes them.
import { ApiError } from '../../platform/api-error.ts'

/** The message to show for a failed call: the server's (commerce §8 texts for bad buy requests). */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.type === 'browser_offline') return 'You appear to be offline. Please try again.'
    if (error.status > 0 && error.status < 500) return error.message
  }
  return 'Something went wrong. Please try again.'
}

/** The server's error code of a failed call ('' when there is none). */
export function codeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : ''
}
