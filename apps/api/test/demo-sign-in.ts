import { expect } from 'vitest'
import { DEMO_CUSTOMERS } from '@ironhouse/demo-data'
import type { App } from '../src/app.ts'
import { SESSION_COOKIE } from '../src/plugins/session.ts'
import { sameOriginHeaders } from './helpers.ts'

/** Signs one of the demo customers in (retail, group 2, group 3) and answers their session cookie. */
export async function signInDemoCustomer(app: App, index: 0 | 1 | 2): Promise<string> {
  const { email, password } = DEMO_CUSTOMERS[index]
  const res = await app.inject({ method: 'POST', url: '/svc_session/session/login', headers: sameOriginHeaders(app), payload: { email, password } })
  expect(res.statusCode).toBe(200)
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value
  if (!cookie) throw new Error('no session cookie')
  return cookie
}
