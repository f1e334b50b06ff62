import { hash, verify } from '@node-rs/argon2'
import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { PASSWORD_MESSAGES, registrationPasswordProblems } from '@ironhouse/domain'
import { Gate } from '../../lib/gate.ts'

/**
 * argon2id at OWASP's first recommended setting (Password Storage Cheat Sheet): 19 MiB of memory,
 * 2 iterations, 1 lane. @node-rs/argon2 defaults to argon2id and runs off the event loop.
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/**
 * Hashes (new passwords and sign-in checks) running at once in one process; the rest wait their turn.
 * Each holds its 19 MiB while it runs, and libuv's pool would run four: a burst of sign-ins took a
 * process's resident memory ~50 MB up. Two keep two cores busy, so sign-ins per second stay the same
 * on this machine, and a store on more cores runs more processes (the cluster: one per core), each
 * with its own two (docs/operations.md, "What a process keeps in memory").
 */
export const ARGON2_CONCURRENCY = 2

/** The gate every hash of this process passes (exported for tests). */
export const hashGate = new Gate(ARGON2_CONCURRENCY)

/** The policy counts NFKC code points; hashing the same form lets a password typed on any keyboard match. */
function normalise(password: string): string {
  return password.normalize('NFKC')
}

export function hashPassword(password: string): Promise<string> {
  return hashGate.run(() => hash(normalise(password), ARGON2_OPTIONS))
}

let dummyHash: Promise<string> | undefined

/**
 * Checks a password against a stored hash. Without a hash (unknown email) a dummy hash of the same
 * cost is verified, so a wrong password and an unknown email take the same time.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const target = storedHash ?? (await (dummyHash ??= hashPassword('not a password of anyone')))
  try {
    const matches = await hashGate.run(() => verify(target, normalise(password)))
    return storedHash !== null && matches
  } catch {
    return false
  }
}

let zxcvbn: Promise<ZxcvbnFactory> | undefined

/**
 * The dictionaries (common passwords, names, English words: about 20 MB of a process's heap) are
 * read on the first new password, not at start: most processes never check one (docs/operations.md,
 * "What a process keeps in memory").
 */
function passwordChecker(): Promise<ZxcvbnFactory> {
  zxcvbn ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
      }),
  )
  zxcvbn.catch(() => {
    zxcvbn = undefined
  })
  return zxcvbn
}

/** Words a guesser tries first against this store's customers (NIST: context-specific words). */
const STORE_WORDS = ['ironhouse', 'barbell', 'fitness', 'strength', 'password']

/** zxcvbn score 3 ("safely unguessable: moderate protection from offline slow-hash scenario") at least. */
export const MIN_GUESSABILITY_SCORE = 3

/**
 * Every problem of a new password (docs/api.md, password policy): the domain's length and email
 * rules, then a dictionary and pattern check (zxcvbn-ts: common passwords, names, English words,
 * keyboard walks, repeats, dates) with the email and the store's own words as context.
 */
export async function passwordProblems(password: string, email: string): Promise<Array<string>> {
  const problems = registrationPasswordProblems(password, email)
  if (problems.length > 0) return problems
  const local = email.split('@')[0] ?? ''
  const result = await (await passwordChecker()).checkAsync(password, [email, local, ...STORE_WORDS])
  return result.score < MIN_GUESSABILITY_SCORE ? [PASSWORD_MESSAGES.tooGuessable] : []
}
