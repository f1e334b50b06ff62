import { z } from 'zod'
import { CaptchaInput } from './account.ts'
import { ORDER_NUMBER_PATTERN } from './checkout.ts'
import { PlainText, Text } from './common.ts'
import { SUPPORT_REQUEST_LIMITS } from './support-limits.ts'

export { SUPPORT_REQUEST_LIMITS }

/** The error of an order number that is not one (the form shows it under the field, as the API words it). */
export const SUPPORT_ORDER_NUMBER_MESSAGE = 'Please enter the order number as it appears on your confirmation, e.g. IH100000123'

const L = SUPPORT_REQUEST_LIMITS
const line = (label: string, max: number) =>
  PlainText.pipe(
    z
      .string()
      .trim()
      .min(1, `Please enter ${label}`)
      .max(max, `${label[0]?.toUpperCase()}${label.slice(1)} must be at most ${max} characters`),
  )

/**
 * POST /svc_support/requests: a message to the store's help desk. Every field is checked with a message
 * a shopper can read (the 400's `details.issues`, one per field). A signed-in customer's name and email
 * are the account's, whatever the body says; `captcha` is the token for the action `contact`.
 */
export const SupportRequestBody = z.strictObject({
  name: line('your name', L.name),
  email: PlainText.pipe(z.string().trim().min(1, 'Please enter your email').max(L.email, `Your email must be at most ${L.email} characters`)),
  subject: line('a subject', L.subject),
  topic: PlainText.pipe(z.string().trim().max(L.topic, `The topic must be at most ${L.topic} characters`)).optional(),
  /** Optional; as the confirmation shows it (IH100000123), any case: answered upper case. */
  orderNumber: PlainText.pipe(
    z
      .string()
      .trim()
      .max(L.orderNumber, `An order number is at most ${L.orderNumber} characters`)
      .transform((value) => value.toUpperCase())
      .refine((value) => value === '' || ORDER_NUMBER_PATTERN.test(value), SUPPORT_ORDER_NUMBER_MESSAGE),
  ).optional(),
  message: Text.pipe(
    z
      .string()
      .trim()
      .min(L.messageMin, `Please tell us a little more (at least ${L.messageMin} characters)`)
      .max(L.message, `Your message must be at most ${L.message} characters`),
  ),
  captcha: CaptchaInput.optional(),
})
export type SupportRequestBody = z.infer<typeof SupportRequestBody>

/** 201: the request was received; `reference` is what the shopper quotes (it is in both mails). */
export const SupportRequestCreated = z.object({
  reference: z.string(),
  /** Where the acknowledgement went (the account's email for a signed-in customer). */
  email: z.string(),
})
export type SupportRequestCreated = z.infer<typeof SupportRequestCreated>
