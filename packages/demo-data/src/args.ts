import { namedProductCount } from './products/index.ts'

export const MAX_PRODUCTS = 2_000_000

export type SeedArgs = { products: number | undefined; reset: boolean; help: boolean }

const USAGE = 'usage: npm run seed -- [--products N] [--reset]'

/** Parses the seed command's arguments; a bad argument gives an error message (the CLI exits 2). */
export function parseSeedArgs(argv: ReadonlyArray<string>): { ok: true; args: SeedArgs } | { ok: false; message: string } {
  const args: SeedArgs = { products: undefined, reset: false, help: false }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (arg === '--reset') args.reset = true
    else if (arg === '--help' || arg === '-h') args.help = true
    else if (arg === '--products' || arg?.startsWith('--products=')) {
      const raw = arg === '--products' ? argv[(i += 1)] : arg.slice('--products='.length)
      const min = namedProductCount()
      if (raw === undefined || !/^\d+$/.test(raw)) {
        return { ok: false, message: `--products needs a whole number from ${min} to ${MAX_PRODUCTS}, got '${raw ?? ''}'\n${USAGE}` }
      }
      const n = Number(raw)
      if (n < min || n > MAX_PRODUCTS) {
        return { ok: false, message: `--products must be from ${min} to ${MAX_PRODUCTS}, got ${n}\n${USAGE}` }
      }
      args.products = n
    } else {
      return { ok: false, message: `unknown argument '${arg ?? ''}'\n${USAGE}` }
    }
  }
  return { ok: true, args }
}

export { USAGE }
