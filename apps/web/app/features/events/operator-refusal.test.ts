import { describe, expect, it } from 'vitest'
import { operatorRefusalOf } from './operator-refusal.ts'

const FALLBACK = 'The scores could not be saved. Please try again.'
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('operatorRefusalOf', () => {
  it('says the token is wrong for a 401, whatever the body', async () => {
    expect(await operatorRefusalOf(answer(401, { message: 'Unauthorized' }), FALLBACK)).toBe('That operator token is not valid.')
  })

  it("shows the server's own message for any other refusal", async () => {
    expect(await operatorRefusalOf(answer(400, { code: 'validation_error', message: 'Score must be a number' }), FALLBACK)).toBe('Score must be a number')
    expect(await operatorRefusalOf(answer(404, { code: 'not_found', message: 'Event was not found' }), FALLBACK)).toBe('Event was not found')
    expect(await operatorRefusalOf(answer(409, { code: 'workout_scored', message: 'This workout has scores' }), FALLBACK)).toBe('This workout has scores')
  })

  it('falls back to what to do for a server failure or a refusal without a message', async () => {
    expect(await operatorRefusalOf(answer(500, { message: 'boom' }), FALLBACK)).toBe(FALLBACK)
    expect(await operatorRefusalOf(new Response('not json', { status: 400 }), FALLBACK)).toBe(FALLBACK)
    expect(await operatorRefusalOf(answer(400, { message: '' }), FALLBACK)).toBe(FALLBACK)
  })
})
