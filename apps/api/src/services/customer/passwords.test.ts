import { describe, expect, it } from 'vitest'
import { ARGON2_CONCURRENCY, hashGate, hashPassword, verifyPassword } from './passwords.ts'

describe('password hashes', () => {
  it('a burst of sign-in checks runs two argon2id hashes at a time and answers every one', async () => {
    const stored = await hashPassword('Iron-Plate-Squat-42')
    const checks = ['Iron-Plate-Squat-42', 'wrong one', 'Iron-Plate-Squat-42', 'also wrong', 'Iron-Plate-Squat-42'].map((typed) =>
      verifyPassword(stored, typed),
    )
    await new Promise((next) => setImmediate(next))
    expect(ARGON2_CONCURRENCY).toBe(2)
    expect({ running: hashGate.active, waiting: hashGate.waiting }).toEqual({ running: 2, waiting: 3 })
    expect(await Promise.all(checks)).toEqual([true, false, true, false, true])
    expect({ running: hashGate.active, waiting: hashGate.waiting }).toEqual({ running: 0, waiting: 0 })
  })

  it('an unknown email waits its turn too, and never matches', async () => {
    const checks = [verifyPassword(null, 'anything'), verifyPassword(null, 'anything'), verifyPassword(null, 'anything')]
    expect(await Promise.all(checks)).toEqual([false, false, false])
  })
})
