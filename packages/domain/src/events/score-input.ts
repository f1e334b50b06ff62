// How staff type a workout's score on the events moderator (docs/events.md "Entering scores"): a time as
// minutes and seconds, reps and load as whole numbers. The scores travel as integers (seconds, reps,
// kilograms); these read and write the text of a score's field.
import type { WorkoutScoring } from './leaderboard.ts'

/** The highest score a workout takes (seconds, reps or kilograms): a day in seconds (the API's MAX_SCORE_VALUE). */
export const MAX_WORKOUT_SCORE = 86_400

export type ScoreInput = { ok: true; value: number | null } | { ok: false; message: string }

const MESSAGES: Record<WorkoutScoring, string> = {
  time: 'Enter a time as minutes:seconds, such as 6:50 (or hours:minutes:seconds)',
  reps: 'Enter the reps as a whole number, such as 311',
  load: 'Enter the load in kilograms as a whole number, such as 150',
}

/** A score's field text: a time as m:ss (h:mm:ss from an hour), reps and load as the number. */
export function scoreInputText(value: number, scoring: WorkoutScoring): string {
  if (scoring !== 'time') return String(value)
  const hours = Math.floor(value / 3600)
  const minutes = Math.floor((value % 3600) / 60)
  const seconds = String(value % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}

/**
 * The score a field's text gives: empty is no score (null, which removes one); a time is m:ss, h:mm:ss or
 * whole seconds (minutes and seconds after the first part 0–59); reps and load whole numbers; every
 * score 0 to a day's seconds. Anything else is refused with a message for the field.
 */
export function parseScoreInput(text: string, scoring: WorkoutScoring): ScoreInput {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: true, value: null }
  const refused = { ok: false as const, message: MESSAGES[scoring] }
  let value: number
  if (scoring === 'time') {
    const match = /^(\d{1,5})(?::([0-5]\d))?(?::([0-5]\d))?$/.exec(trimmed)
    if (!match) return refused
    const parts = [match[1], match[2], match[3]].filter((part): part is string => part !== undefined).map(Number)
    value = parts.reduce((total, part) => total * 60 + part, 0)
  } else {
    if (!/^\d{1,6}$/.test(trimmed)) return refused
    value = Number(trimmed)
  }
  return value > MAX_WORKOUT_SCORE ? refused : { ok: true, value }
}
