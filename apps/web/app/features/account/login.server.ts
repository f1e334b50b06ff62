import { ACCOUNT_ERROR_MESSAGES, EMAIL_MAX_LENGTH, firstFormFieldError, PASSWORD_MAX_LENGTH } from '@ironhouse/domain'
import type { FormFieldRules } from '@ironhouse/domain'
import { data, redirect } from 'react-router'
import { apiErrorFromResponse } from '../../platform/api-error.ts'
import type { ApiClient } from '../../platform/api.server.ts'
import { sitePath } from '../../platform/site.ts'
import { accountErrorMessage, CONNECTION_MESSAGES, LOGIN_ERRORS } from './messages.ts'

/** What the login page shows after a refused form post: the email as typed (never the password) and why. */
export type LoginActionData = { email: string; error: string }

/**
 * The store checks a captcha on sign-in (docs/decisions/005) and only the page's script can answer it:
 * a form sent before the script has loaded, or without it, is refused with this (ours) instead of the
 * captcha's own "Please try again", which would not say why.
 */
export const LOGIN_NEEDS_SCRIPT = 'Your form was sent before the page had finished loading: please press Log In again (signing in needs JavaScript to check you are not a robot).'

const EMAIL: FormFieldRules = { type: 'email', label: 'Email', required: true, maxLength: EMAIL_MAX_LENGTH }
const PASSWORD: FormFieldRules = { type: 'password', label: 'Password', required: true, maxLength: PASSWORD_MAX_LENGTH }

function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * Log in without JavaScript (shell §2 /login, §7 POST /svc_session/session/login): the login form sent
 * by the browser itself (before the page's script has loaded, or without it) signs in on the server
 * through the same call the page's script makes, hands the browser the session cookie the API set and
 * sends it on to `redirectTo` (already checked: a path of this site), else the account page. A refusal
 * renders the page again with the message the script would show and the email kept; while the store
 * checks a captcha (recaptcha_enterprise, on by default) that refusal is LOGIN_NEEDS_SCRIPT.
 */
export async function loginFromForm(
  api: ApiClient,
  request: Request,
  prefix: string,
  redirectTo: string | null,
): Promise<Response | ReturnType<typeof data<LoginActionData>>> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data({ email: '', error: 'Please enter your email and password.' }, { status: 400 })
  }
  const email = text(form, 'email').trim().slice(0, EMAIL_MAX_LENGTH)
  const password = text(form, 'password')
  const captcha = text(form, 'captcha')
  const invalid = firstFormFieldError(email, EMAIL) ?? firstFormFieldError(password, PASSWORD)
  if (invalid !== null) return data({ email, error: invalid }, { status: 400 })
  let response: Response
  try {
    response = await api.raw('/svc_session/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, ...(captcha ? { captcha } : {}) }),
    })
  } catch {
    return data({ email, error: CONNECTION_MESSAGES.noResponse }, { status: 503 })
  }
  const headers = new Headers()
  for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie)
  if (!response.ok) {
    const error = await apiErrorFromResponse(response)
    const status = error.status >= 400 && error.status < 600 ? error.status : 500
    const message = error.code === 'captcha_failed' && !captcha ? LOGIN_NEEDS_SCRIPT : accountErrorMessage(error, LOGIN_ERRORS, ACCOUNT_ERROR_MESSAGES.loginFailed)
    return data({ email, error: message }, { status, headers })
  }
  return redirect(redirectTo ?? sitePath(prefix, '/account'), { headers })
}
