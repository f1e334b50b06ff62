// The support request's field limits without zod: the contact form (browser code) imports them from
// '@ironhouse/contracts/support-limits' (the package's main entry builds every schema at load).

/** Support requests (docs/support-requests.md): the limits of each field, checked by the API and applied by the form while typing. */
export const SUPPORT_REQUEST_LIMITS = {
  name: 100,
  email: 320,
  subject: 150,
  topic: 80,
  orderNumber: 32,
  messageMin: 10,
  message: 5000,
} as const
