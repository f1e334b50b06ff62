import { readFileSync } from 'node:fs'

/** A process's CPU so far (user + system) in clock ticks of 1/100 s, from /proc/<pid>/stat; undefined when gone. */
export function cpuTicksOf(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return undefined
  }
}
