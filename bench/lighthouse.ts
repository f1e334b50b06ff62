// `npm run lighthouse -- <base URL>`: Lighthouse mobile (the default form factor and throttling) of the
// home, a category and a product page of a running store, with the local Chromium (its version and Lighthouse's
// benchmark index of this machine's CPU head the output, so runs on different machines can be told apart): performance,
// accessibility and SEO. Prints each page's scores (0–100), its main metrics and LCP element, and the
// audits that cost accessibility or SEO points. The aims are performance ≥ 95 (../shared/BENCHMARKS.md),
// accessibility and SEO 100 (issue 12);
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

type Audit = { numericValue?: number; displayValue?: string; score?: number | null; title?: string; details?: { items?: Array<Record<string, unknown>> } }
type Category = { score: number | null; auditRefs?: Array<{ id: string; weight: number }> }
type Report = {
  categories?: { performance?: Category; accessibility?: Category; seo?: Category }
  audits?: Record<string, Audit>
  runtimeError?: { code: string; message: string }
  /** Lighthouse's measure of this machine's CPU (higher is faster): scores from different machines compare only beside it. */
  environment?: { benchmarkIndex?: number }
}
type PageResult = {
  page: string
  url: string
  score: number | null
  accessibility: number | null
  seo: number | null
  metrics: Record<string, string>
  lcpElement: string
  lost: Array<string>
  benchmarkIndex: number | undefined
  error?: string
}

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
    [lighthouseCli, url, '--only-categories=performance,accessibility,seo', `--chrome-flags=${CHROME_FLAGS}`, '--output=json', '--output-path=stdout', '--quiet'],
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
  const percent = (category: Category | undefined) => (category?.score === null || category?.score === undefined ? null : Math.round(category.score * 100))
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([label, id]) => [label, report.audits?.[id]?.displayValue ?? '-']),
  )
  // the LCP element: Lighthouse's node snippet (the first item of the audit's table)
  const lcpItems = report.audits?.['largest-contentful-paint-element']?.details?.items ?? []
  const firstTable = (lcpItems[0] as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items?.[0]
  const lcpElement = (firstTable?.node?.snippet ?? '-').replace(/\s+/g, ' ').slice(0, 160)
  const lost = (['accessibility', 'seo'] as const).flatMap((name) =>
    (report.categories?.[name]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits?.[ref.id]?.score === 0)
      .map((ref) => `${name}: ${ref.id} (${report.audits?.[ref.id]?.title ?? ''})`),
  )
  return {
    page,
    url,
    score: percent(report.categories?.performance),
    accessibility: percent(report.categories?.accessibility),
    seo: percent(report.categories?.seo),
    metrics,
    lcpElement,
    lost,
    benchmarkIndex: report.environment?.benchmarkIndex,
    ...(report.runtimeError ? { error: `${report.runtimeError.code}: ${report.runtimeError.message}` } : {}),
  }
}

const results = [measure('home', values.home), measure('category', values.category), measure('product', values.product)]
const machine = results.map((r) => r.benchmarkIndex).filter((index): index is number => index !== undefined)
const chromiumPath = process.env.CHROME_PATH ?? CHROMIUM_PATH
const browser = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout?.trim() || chromiumPath
console.log(`Lighthouse mobile, ${new Date().toISOString()}; ${browser}; benchmark index ${machine.length > 0 ? machine.map(Math.round).join(' / ') : 'unknown'} (this machine's CPU, higher is faster)`)
console.log(['page', 'performance', 'accessibility', 'seo', ...Object.keys(METRICS), 'url'].join('\t'))
for (const r of results) {
  console.log([r.page, r.score ?? 'error', r.accessibility ?? '-', r.seo ?? '-', ...Object.values(r.metrics), r.url].join('\t'))
  console.log(`  ${r.page} LCP element: ${r.lcpElement}`)
  for (const audit of r.lost) console.log(`  ${r.page} lost: ${audit}`)
  if (r.error) console.log(`  ${r.page}: ${r.error}`)
}
process.exitCode = results.some((r) => r.score === null) ? 1 : 0
