import { describe, expect, it } from 'vitest'
import { Gate } from './gate.ts'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe('Gate', () => {
  it('runs at most its limit of tasks at once and starts the waiting ones in arrival order', async () => {
    const gate = new Gate(2)
    const releases = [deferred(), deferred(), deferred(), deferred()]
    const started: Array<number> = []
    const runs = releases.map((release, index) =>
      gate.run(async () => {
        started.push(index)
        await release.promise
        return index
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    expect([gate.active, gate.waiting]).toEqual([2, 2])
    releases[1]?.resolve()
    await runs[1]
    await new Promise((next) => setImmediate(next))
    expect(started).toEqual([0, 1, 2])
    for (const release of releases) release.resolve()
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3])
    expect([gate.active, gate.waiting]).toEqual([0, 0])
  })

  it('frees the place of a task that fails', async () => {
    const gate = new Gate(1)
    await expect(gate.run(() => Promise.reject(new Error('conversion failed')))).rejects.toThrow('conversion failed')
    expect(await gate.run(() => Promise.resolve('next'))).toBe('next')
  })

  it('refuses a limit below 1', () => {
    expect(() => new Gate(0)).toThrow(RangeError)
  })
})
