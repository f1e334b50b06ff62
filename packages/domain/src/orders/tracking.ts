// Order tracking links (shell §2 /shippingtracker: the customer email, encoded, as `data`, and the
// order reference as `order`). The encoding is ours: base64url of the UTF-8 email, so a link in a mail
// or a browser history does not show the address in clear and needs no escaping.

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The `data` value of a tracking link for an email (lower-cased first: the tracker compares lower-case). */
export function encodeTrackerEmail(email: string): string {
  return toBase64Url(new TextEncoder().encode(email.trim().toLowerCase()))
}

/** The email of a tracking link's `data`; null when it is not one we wrote. */
export function decodeTrackerEmail(data: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,600}$/.test(data)) return null
  try {
    const binary = atob(data.replace(/-/g, '+').replace(/_/g, '/'))
    const email = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
    return email.includes('@') ? email : null
  } catch {
    return null
  }
}

/** The site-relative path of the tracking page for an order. */
export function trackerPath(pathPrefix: string, orderNumber: string, email: string): string {
  return `${pathPrefix}/shippingtracker?order=${encodeURIComponent(orderNumber)}&data=${encodeTrackerEmail(email)}`
}
