import { describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../platform/page.server.ts'
import { OPERATOR_COOKIE, operatorHeaders, operatorSessionAction, operatorTokenOf } from './operator-session.server.ts'

/** A staff screen's page context whose operator call answers `status` (and records the header it got). */
function pageAnswering(status: number, url = 'http://localhost:3000/__rb__/preview?url=/about-us') {
  const raw = vi.fn(async (_path: string, _init?: { headers?: Record<string, string> }) => new Response('{}', { status }))
  return { page: { url: new URL(url), api: { raw } } as unknown as PageContext, raw }
}

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('shell §2 staff screens: the operator sign-in kept in a cookie (docs/storefront.md "Operator screens")', () => {
  it('reads the token from the ih_operator cookie and sends it as a bearer token; no cookie, no header', () => {
    expect(operatorTokenOf(new Request('http://localhost/', { headers: { cookie: `a=1; ${OPERATOR_COOKIE}=op%20x` } }))).toBe('op x')
    expect(operatorTokenOf(new Request('http://localhost/', { headers: { cookie: `${OPERATOR_COOKIE}=` } }))).toBeUndefined()
    expect(operatorHeaders('op x')).toEqual({ authorization: 'Bearer op x' })
    expect(operatorHeaders(undefined)).toEqual({})
  })

  it('a token the operator call accepts is kept (HttpOnly, SameSite=Lax, 8 hours, Secure on https) and the screen opens again with its query', async () => {
    const { page, raw } = pageAnswering(200, 'https://www.ironhouse.example/__rb__/preview?url=/about-us')
    const answer = (await operatorSessionAction(page, new Request('https://www.ironhouse.example/__rb__/preview?url=/about-us', { method: 'POST' }), form({ intent: 'sign-in', token: ' op_secret ' }))) as Response
    expect(raw.mock.calls[0]?.[1]?.headers).toEqual({ authorization: 'Bearer op_secret' })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/__rb__/preview?url=/about-us')
    expect(answer.headers.get('set-cookie')).toBe(`${OPERATOR_COOKIE}=op_secret; Max-Age=28800; Path=/; HttpOnly; SameSite=Lax; Secure`)
  })

  it('a wrong token is said and nothing is kept; an empty one is asked for; sign-out clears the cookie', async () => {
    const wrong = (await operatorSessionAction(pageAnswering(401).page, new Request('http://localhost:3000/x', { method: 'POST' }), form({ intent: 'sign-in', token: 'nope' }))) as unknown as { data: unknown; init: { status: number } }
    expect([wrong.data, wrong.init.status]).toEqual([{ kind: 'sign-in', message: 'That operator token is not valid.' }, 401])
    const empty = (await operatorSessionAction(pageAnswering(200).page, new Request('http://localhost:3000/x', { method: 'POST' }), form({ intent: 'sign-in', token: '  ' }))) as unknown as { data: unknown }
    expect(empty.data).toEqual({ kind: 'sign-in', message: 'Enter the operator token.' })
    const out = (await operatorSessionAction(pageAnswering(200).page, new Request('http://localhost:3000/x', { method: 'POST' }), form({ intent: 'sign-out' }))) as Response
    expect([out.status, out.headers.get('set-cookie')]).toEqual([303, `${OPERATOR_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`])
  })

  it('a store without OPERATOR_TOKEN has no staff screens: the sign-in post is a 404', async () => {
    await expect(operatorSessionAction(pageAnswering(404).page, new Request('http://localhost:3000/x', { method: 'POST' }), form({ intent: 'sign-in', token: 'any' }))).rejects.toMatchObject({ init: { status: 404 } })
  })
})
