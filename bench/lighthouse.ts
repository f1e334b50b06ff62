// `npm run lighthouse -- <base URL>`: Lighthouse mobile performance (the default form factor and
// throttling) of the home, a category and a product page of a running store, with the local Chromium.
// Prints each page's score (0–100) and its main metrics. The aim is ≥ 95 (../shared/BENCHMARKS.md);
// a score is a figure for the report, not a pass/fail. Chromium: CHROME_PATH, else /usr/bin/chromium.
// Pages: --home, --category and --product override the paths (defaults: /, /weightlifting-bars-plates,
// /the-ohio-bar, pages of the demo store).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    home: { type: 'string', default: '/' },
    category: { type: 'string', default: '/weightlifting-bars-plates' },
    product: { type: 'string', default: '/the-ohio-bar' },
  },
})
const base = positionals[0]?.replace(/\/+$/, '')
if (!base || !/^https?:\/\//.test(base)) {
  console.error('usage: npm run lighthouse -- <base URL, e.g. http://127.0.0.1:3100> [--home /] [--category /x] [--product /y]')
  process.exit(2)
}

const CHROME_FLAGS = CHROMIUM_ARGS.join(' ')
const lighthouseCli = join(import.meta.dirname, '..', 'node_modules', 'lighthouse', 'cli', 'index.js')
if (!existsSync(lighthouseCli)) {
  console.error('lighthouse is not installed (npm i -D lighthouse)')
  process.exit(2)
}

type Audit = { numericValue?: number; displayValue?: string }
type Report = {
  categories?: { performance?: { score: number | null } }
  audits?: Record<string, Audit>
  runtimeError?: { code: string; message: string }
}
type PageResult = { page: string; url: string; score: number | null; metrics: Record<string, string>; error?: string }

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const

function runOnce(url: string): Report | { runtimeError: { code: string; message: string } } {
  const result = spawnSync(
    process.execPath,
    [lighthouseCli, url, '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS}`, '--output=json', '--output-path=stdout', '--quiet'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  try {
    return JSON.parse(result.stdout) as Report
  } catch {
    return { runtimeError: { code: `exit ${result.status}`, message: result.stderr.trim().split('\n').slice(-3).join(' ') } }
  }
}

/** One page; Chromium sometimes fails to record the trace (NO_NAVSTART), so a failed run is tried twice more. */
function measure(page: string, path: string): PageResult {
  const url = `${base}${path}`
  let report: Report = {}
  for (let attempt = 0; attempt < 3; attempt++) {
    report = runOnce(url)
    if (!report.runtimeError && report.categories?.performance) break
  }
  const score = report.categories?.performance?.score ?? null
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([label, id]) => [label, report.audits?.[id]?.displayValue ?? '-']),
  )
  return {
    page,
    url,
    score: score === null ? null : Math.round(score * 100),
    metrics,
    ...(report.runtimeError ? { error: `${report.runtimeError.code}: ${report.runtimeError.message}` } : {}),
  }
}

const results = [measure('home', values.home), measure('category', values.category), measure('product', values.product)]
console.log(`Lighthouse mobile performance, ${new Date().toISOString()}`)
console.log(['page', 'score', ...Object.keys(METRICS), 'url'].join('\t'))
for (const r of results) {
  console.log([r.page, r.score ?? 'error', ...Object.values(r.metrics), r.url].join('\t'))
  if (r.error) console.log(`  ${r.page}: ${r.error}`)
}
process.exitCode = results.some((r) => r.score === null) ? 1 : 0
