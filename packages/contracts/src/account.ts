import { z } from 'zod'
import { Money, PlainText } from './common.ts'
import { Bin } from './lists.ts'
import { Ticket } from './tickets.ts'

/**
 * GET /svc_session/session (shell §7): `cg` is the customer group as the cookie carries it ('0' for a
 * guest, shell §9), `groupId` the same as a number, `exp` the session's expiry in Unix seconds.
 * A guest without a session gets cg '0', groupId 0 and the expiry a new guest session would have.
 */
export const SessionResponse = z.object({
  cg: z.string(),
  exp: z.number().int(),
  groupId: z.number().int(),
})
export type SessionResponse = z.infer<typeof SessionResponse>

/** An email as typed in a form: the service applies the platform §5 rule (at most 320 characters). */
export const EmailInput = PlainText.pipe(z.string().trim().min(1).max(320))
/** A password as typed: at most 128 characters (the policy's maximum, docs/api.md). */
export const PasswordInput = z.string().min(1).max(128)
/** A captcha token (the verifier decides whether it is good). */
export const CaptchaInput = z.string().max(4096)

/**
 * The calls that carry a captcha (shell §7, commerce §7: action placeorder; `contact`: a support request,
 * docs/support-requests.md); one challenge serves one action.
 */
export const CaptchaAction = z.enum(['login', 'register', 'forgot_password', 'placeorder', 'contact'])
export type CaptchaAction = z.infer<typeof CaptchaAction>

/**
 * GET /svc_session/captcha?action=… (ours, docs/decisions/005): the query. Other parameters pass
 * (storeId, and the native app's isMobileApp, mobileAppVersion, mobileAppPlatform, platform §7).
 */
export const CaptchaChallengeQuery = z.object({ action: CaptchaAction })

/**
 * A proof-of-work challenge: find the whole number n in [0, maxNumber] with
 * hex(SHA-256(salt + n)) === challenge. The signature is the server's HMAC of the challenge.
 */
export const CaptchaChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxNumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
})
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>

/** The challenge answer: `required: false` when this store checks no captcha (the token is then ''). */
export const CaptchaChallengeResponse = z.discriminatedUnion('required', [
  z.object({ required: z.literal(false) }),
  z.object({ required: z.literal(true), challenge: CaptchaChallenge }),
])
export type CaptchaChallengeResponse = z.infer<typeof CaptchaChallengeResponse>

/** A solved challenge as the token carries it (base64url of this JSON): the challenge and the found number. */
export const CaptchaSolution = CaptchaChallenge.omit({ maxNumber: true }).extend({ number: z.number().int().nonnegative() })
export type CaptchaSolution = z.infer<typeof CaptchaSolution>
const Name = PlainText.pipe(z.string().trim().max(100))
const IdList = z.array(z.number().int().positive().max(2_147_483_647)).max(50)

/** POST /svc_session/session/login (shell §7). */
export const LoginBody = z.strictObject({ email: EmailInput, password: PasswordInput, captcha: CaptchaInput.optional() })
export type LoginBody = z.infer<typeof LoginBody>

/** POST /svc_customer/customer: register (shell §7); names are optional extras of ours. */
export const RegisterBody = z.strictObject({
  email: EmailInput,
  password: PasswordInput,
  newsletters: IdList.optional(),
  segments: IdList.optional(),
  captcha: CaptchaInput.optional(),
  firstname: Name.optional(),
  lastname: Name.optional(),
})
export type RegisterBody = z.infer<typeof RegisterBody>

/** POST /svc_customer/customer/forgot-password (shell §7). */
export const ForgotPasswordBody = z.strictObject({ email: EmailInput, captcha: CaptchaInput.optional() })
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>

/** POST /svc_customer/customer/forgot-password/reset: the token from the mailed link and the new password. */
export const ResetPasswordBody = z.strictObject({
  token: z.string().min(1).max(200),
  password: PasswordInput,
})
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>

/** `{ success: true }`: the forgot-password answer (shell §5: anything else is an error). */
export const SuccessResponse = z.object({ success: z.literal(true) })

/** A line of an address form: plain text of at most `max` characters, trimmed. */
const AddressLine = (max: number) => PlainText.pipe(z.string().trim().max(max))

/**
 * An address book entry as the customer sends it (shell §3 Address; vatNumber is sent as vatId).
 * The commerce §5 rules (contact, street, city, postcode pattern, region) are the service's.
 */
export const AddressBody = z.strictObject({
  firstname: AddressLine(100).optional(),
  lastname: AddressLine(100).optional(),
  email: AddressLine(320).optional(),
  company: AddressLine(100).optional(),
  telephone: AddressLine(40).optional(),
  street: z.array(AddressLine(200)).max(4).optional(),
  apartment: AddressLine(100).optional(),
  city: AddressLine(100).optional(),
  region: AddressLine(100).optional(),
  regionId: z.union([z.number().int().positive().max(2_147_483_647), z.null()]).optional(),
  postcode: AddressLine(20).optional(),
  countryId: AddressLine(3).optional(),
  vatId: AddressLine(40).optional(),
  isDefaultShipping: z.boolean().optional(),
  isDefaultBilling: z.boolean().optional(),
})
export type AddressBody = z.infer<typeof AddressBody>

/** An address book entry as the customer reads it (shell §3 Address). */
export const Address = z.object({
  _id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  company: z.string(),
  telephone: z.string(),
  street: z.array(z.string()),
  apartment: z.string(),
  city: z.string(),
  region: z.string(),
  regionId: z.number().int().nullable(),
  postcode: z.string(),
  countryId: z.string(),
  vatId: z.string(),
  isDefaultShipping: z.boolean(),
  isDefaultBilling: z.boolean(),
})
export type Address = z.infer<typeof Address>

/** POST /svc_customer/customer/address answers the new address (shell §7 reads none; the id is ours). */
export const AddressResponse = z.object({ address: Address })

/**
 * PATCH /svc_customer/customer/ (shell §7 profile fields). A new email needs the current password
 * (docs/api.md); names and telephone do not.
 */
export const ProfileBody = z.strictObject({
  firstname: Name.optional(),
  lastname: Name.optional(),
  telephone: PlainText.pipe(z.string().trim().max(40)).optional(),
  email: EmailInput.optional(),
  currentPassword: PasswordInput.optional(),
})
export type ProfileBody = z.infer<typeof ProfileBody>

/** PUT /svc_customer/customer/segments (shell §3, §7): interest and occupation ids, and the primary one. */
export const SegmentsBody = z.strictObject({
  segments: IdList,
  primarySegment: z.union([z.number().int().positive().max(2_147_483_647), z.null()]).optional(),
})
export type SegmentsBody = z.infer<typeof SegmentsBody>

/** PUT /svc_customer/customer/password (ours, docs/api.md): the current password and the new one. */
export const PasswordChangeBody = z.strictObject({ currentPassword: PasswordInput, password: PasswordInput })
export type PasswordChangeBody = z.infer<typeof PasswordChangeBody>

/**
 * An order as the customer carries it (shell §3 "orders (each with items and isCancelled)"): the
 * most recent ones only (CUSTOMER_RECENT_ORDERS, docs/api.md); the whole history is
 * GET /svc_checkout/order. `grandTotal` is in minor units of `currency`.
 */
export const CustomerOrder = z.object({
  orderId: z.string(),
  status: z.string(),
  isCancelled: z.boolean(),
  storeId: z.number().int(),
  currency: z.string(),
  grandTotal: Money,
  createdAt: z.string(),
  items: z.array(z.object({ productId: z.number().int(), sku: z.string(), name: z.string(), qty: z.number().int() })),
})
export type CustomerOrder = z.infer<typeof CustomerOrder>

/** How many of the latest orders GET /svc_customer/customer carries (read on every signed-in page load). */
export const CUSTOMER_RECENT_ORDERS = 10

/**
 * A stored card as the customer carries it (shell §3 Credit card: _id, isDefault, billingAddressId,
 * billingAddress; commerce §3: expYear, expMonth): brand, last four digits and expiry only, never a
 * card number nor the gateway's reusable token (checkout reads that from GET /svc_paymentmethod/methods).
 */
export const CustomerCreditCard = z.object({
  _id: z.number().int(),
  isDefault: z.boolean(),
  billingAddressId: z.number().int().nullable(),
  billingAddress: Address.nullable(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  expired: z.boolean(),
})
export type CustomerCreditCard = z.infer<typeof CustomerCreditCard>

/**
 * An earned product entry (commerce §3: remainingUses, orderId, value, type (fixed or percent),
 * freeShipping): the discount a ticket earns on its product, `value` as in Ticket (a percent, or minor
 * units of the store the answer is for).
 */
export const EarnedProduct = z.object({
  productId: z.number().int(),
  remainingUses: z.number().int().nullable(),
  orderId: z.string().nullable(),
  value: Money,
  type: z.enum(['percent', 'fixed']),
  freeShipping: z.boolean(),
})
export type EarnedProduct = z.infer<typeof EarnedProduct>

/** The signed-in customer (shell §3). The address book comes with GET and PATCH /svc_customer/customer. */
export const Customer = z.object({
  _id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  telephone: z.string(),
  groupId: z.number().int(),
  loggedIn: z.literal(true),
  segments: z.array(z.number().int()),
  primarySegment: z.number().int().nullable(),
  newsletters: z.array(z.number().int()),
  /** Shell §6: staff are detected by the company email domain (docs/api.md: informational only). */
  isStaff: z.boolean(),
  addresses: z.array(Address).optional(),
  /** The _id of the default shipping address, or null. */
  defaultShippingAddress: z.number().int().nullable().optional(),
  defaultBillingAddress: z.number().int().nullable().optional(),
  /** GET and PATCH /svc_customer/customer: the latest orders (newest first), the tickets and their earned products, the stored cards, the waiting notify-me sign-ups. */
  orders: z.array(CustomerOrder).optional(),
  tickets: z.array(Ticket).optional(),
  earnedProducts: z.array(EarnedProduct).optional(),
  creditCards: z.array(CustomerCreditCard).optional(),
  bins: z.array(Bin).optional(),
  /** SheerID verification and the BTWB link (shell §3): null, the store holds neither yet (docs/api.md). */
  sheerId: z.null().optional(),
  btwb: z.null().optional(),
})
export type Customer = z.infer<typeof Customer>

/** Login and registration answer the customer (shell §7). */
export const CustomerResponse = z.object({ customer: Customer })
export type CustomerResponse = z.infer<typeof CustomerResponse>
