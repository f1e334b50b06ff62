import type { WorkoutScoring } from '@ironhouse/contracts'
import { createRng, type Rng } from './random.ts'

// The closed 2024 events' athletes, workouts and scores (docs/events.md "Scores and the leaderboard";
// docs/demo-store.md): enough registered athletes for a real leaderboard, drawn from the seeded random
// generator so a seed always gives the same table.

/** The demo athletes' accounts: a domain of their own, and a password hash no password matches (they cannot sign in). */
export const DEMO_ATHLETE_EMAIL_DOMAIN = 'athletes.demo.ironhouse.shop'
export const DEMO_ATHLETE_PASSWORD_HASH = '!'

export type DemoAthlete = { email: string; firstName: string; lastName: string; gender: 'Male' | 'Female'; country: string; gym: string; birthdate: string }
export type DemoWorkout = { eventId: string; name: string; description: string; scoring: WorkoutScoring; position: number }
export type DemoRegistration = { email: string; eventId: string; division: string; registeredAt: string }
export type DemoScore = { email: string; eventId: string; workout: string; value: number }
export type DemoEventResults = { athletes: Array<DemoAthlete>; workouts: Array<DemoWorkout>; registrations: Array<DemoRegistration>; scores: Array<DemoScore> }

const MEN = ['James', 'Mateo', 'Liam', 'Noah', 'Lucas', 'Elias', 'Omar', 'Hugo', 'Finn', 'Marco', 'Jonas', 'Theo', 'Ravi', 'Diego', 'Sami', 'Owen', 'Felix', 'Tomas']
const WOMEN = ['Ada', 'Maya', 'Sofia', 'Ingrid', 'Chloe', 'Lena', 'Priya', 'Nora', 'Elena', 'Freya', 'Ines', 'Hana', 'Julia', 'Zoe', 'Marta', 'Ruth']
const LAST = ['Alvarez', 'Brandt', 'Carter', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Hughes', 'Ivanova', 'Jensen', 'Kowalski', 'Larsen', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quinn', 'Rossi', 'Santos', 'Tanaka', 'Novak', 'Walsh']
const GYMS = ['Garage Barbell', 'Iron Temple', 'North Shore Strength', 'Columbus Barbell Club', 'Harbor Athletics', 'Black Box Conditioning', 'Summit Strength', '']
const COUNTRIES = ['US', 'US', 'US', 'US', 'CA', 'CA', 'GB', 'DE', 'AU', 'SE', 'NL', 'IE']

/** A workout and how one athlete's score is drawn: a base from the athlete's form, spread by the seeded generator. */
type Plan = { name: string; description: string; scoring: WorkoutScoring; men: [best: number, worst: number]; women: [best: number, worst: number] }

const INVITATIONAL = 'ironhouse-invitational-2024'
const STRONGMAN = 'strongman-classic-2024'

const WORKOUTS: Record<string, ReadonlyArray<Plan>> = {
  [INVITATIONAL]: [
    { name: 'Event 1: Thruster couplet', description: '21-15-9 thrusters and pull-ups, for time.', scoring: 'time', men: [150, 330], women: [170, 380] },
    { name: 'Event 2: Clean and jerk', description: 'One-rep-max clean and jerk in 12 minutes.', scoring: 'load', men: [150, 105], women: [100, 65] },
    { name: 'Event 3: 12-minute AMRAP', description: '5 deadlifts, 10 box jumps, 15 wall balls: as many reps as possible.', scoring: 'reps', men: [330, 210], women: [310, 190] },
    { name: 'Event 4: 2,000 m row', description: 'Row 2,000 metres for time.', scoring: 'time', men: [395, 470], women: [440, 520] },
  ],
  [STRONGMAN]: [
    { name: 'Log press', description: 'Log clean and press, reps in 60 seconds.', scoring: 'reps', men: [14, 5], women: [12, 4] },
    { name: 'Yoke carry', description: '20 m yoke carry, for time (seconds).', scoring: 'time', men: [14, 30], women: [16, 34] },
    { name: 'Deadlift', description: 'One-rep-max deadlift from the floor.', scoring: 'load', men: [340, 230], women: [230, 150] },
    { name: 'Truck pull', description: '25 m truck pull, for time (seconds).', scoring: 'time', men: [38, 75], women: [42, 85] },
  ],
}

/** Who competes where: a division and the slice of the men's or women's pool that entered it. */
const ENTRIES: ReadonlyArray<{ eventId: string; division: string; pool: 'Male' | 'Female'; from: number; to: number; registeredFrom: string }> = [
  { eventId: INVITATIONAL, division: 'Men’s Open', pool: 'Male', from: 0, to: 16, registeredFrom: '2024-08-01' },
  { eventId: INVITATIONAL, division: 'Women’s Open', pool: 'Female', from: 0, to: 14, registeredFrom: '2024-08-01' },
  { eventId: STRONGMAN, division: 'Open Men', pool: 'Male', from: 10, to: 20, registeredFrom: '2024-04-01' },
  { eventId: STRONGMAN, division: 'Open Women', pool: 'Female', from: 10, to: 18, registeredFrom: '2024-04-01' },
  { eventId: STRONGMAN, division: 'Lightweight Men (under 90 kg)', pool: 'Male', from: 20, to: 28, registeredFrom: '2024-04-01' },
]

function athletesOf(rng: Rng, gender: 'Male' | 'Female', count: number, numberFrom: number): Array<DemoAthlete> {
  const firsts = gender === 'Male' ? MEN : WOMEN
  return Array.from({ length: count }, (_, i) => {
    const n = numberFrom + i
    return {
      email: `athlete-${String(n).padStart(2, '0')}@${DEMO_ATHLETE_EMAIL_DOMAIN}`,
      firstName: firsts[i % firsts.length] ?? 'Sam',
      lastName: rng.pick(LAST),
      gender,
      country: rng.pick(COUNTRIES),
      gym: rng.pick(GYMS),
      birthdate: `${rng.int(1982, 2003)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    }
  })
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString()
}

/**
 * The demo store's 2024 results for a seed: 46 athletes (28 men, 18 women; some entered both events),
 * four workouts per 2024 event, and a score for nearly every athlete and workout (about one in thirty is
 * missing: an athlete who did not finish). Scores follow each athlete's form with some spread, so the
 * table is not a straight line and ties happen.
 */
export function generateEventResults(seed: number): DemoEventResults {
  const rng = createRng(seed ^ 0x2024)
  const men = athletesOf(rng, 'Male', 28, 1)
  const women = athletesOf(rng, 'Female', 18, 29)
  const form = new Map([...men, ...women].map((a) => [a.email, rng.next()]))
  const workouts: Array<DemoWorkout> = Object.entries(WORKOUTS).flatMap(([eventId, plans]) =>
    plans.map((plan, position) => ({ eventId, name: plan.name, description: plan.description, scoring: plan.scoring, position })),
  )
  const registrations: Array<DemoRegistration> = []
  const scores: Array<DemoScore> = []
  for (const entry of ENTRIES) {
    const pool = (entry.pool === 'Male' ? men : women).slice(entry.from, entry.to)
    pool.forEach((athlete, i) => {
      registrations.push({ email: athlete.email, eventId: entry.eventId, division: entry.division, registeredAt: addDays(entry.registeredFrom, i * 2) })
      for (const plan of WORKOUTS[entry.eventId] ?? []) {
        if (rng.chance(1 / 30)) continue
        const [best, worst] = entry.pool === 'Male' ? plan.men : plan.women
        // form 1 is the best athlete; the spread moves a score by up to a fifth of the range either way
        const level = Math.min(1, Math.max(0, (form.get(athlete.email) ?? 0.5) + (rng.next() - 0.5) * 0.4))
        scores.push({ email: athlete.email, eventId: entry.eventId, workout: plan.name, value: Math.round(worst + (best - worst) * level) })
      }
    })
  }
  return { athletes: [...men, ...women], workouts, registrations, scores }
}
