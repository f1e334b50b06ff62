import { z } from 'zod'
import { PlainText } from './common.ts'

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

/** The signed-in customer (shell §3: the fields that exist so far). */
export const Customer = z.object({
  _id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  telephone: z.string(),
  groupId: z.number().int(),
  loggedIn: z.literal(true),
  segments: z.array(z.number().int()),
  newsletters: z.array(z.number().int()),
})
export type Customer = z.infer<typeof Customer>

/** Login and registration answer the customer (shell §7). */
export const CustomerResponse = z.object({ customer: Customer })
export type CustomerResponse = z.infer<typeof CustomerResponse>
