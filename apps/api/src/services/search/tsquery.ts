// The in-process search engine's reading of a PostgreSQL tsquery and its ts_rank (docs/search.md,
// "The in-process index"). PostgreSQL normalises the keyphrase (to_tsquery('english', …): stemming,
// stop words); this module parses the normalised query's text form and ranks documents exactly as
// ts_rank(doc, query) does (src/backend/utils/adt/tsrank.c: calc_rank_or / calc_rank_and with the
// default weights and no normalisation), float4 arithmetic included, so both engines order alike.

/** An operand of a tsquery: a lexeme, optionally a prefix ('bar':*). */
export type TsOperand = { kind: 'term'; lexeme: string; prefix: boolean }
/** A tsquery tree of the operators our keyphrases produce (AND and OR). */
export type TsNode = TsOperand | { kind: 'and' | 'or'; left: TsNode; right: TsNode }

/**
 * Parses the text form of a tsquery ("'bar':* | 'barbel'", "( 'a' | 'b' ) & 'c'"). Returns null for
 * an empty query, and undefined for what this engine does not evaluate (NOT, phrase operators,
 * weight restrictions): the SQL engine answers those.
 */
export function parseTsQuery(text: string): TsNode | null | undefined {
  let i = 0
  const s = text
  const skip = () => {
    while (i < s.length && s[i] === ' ') i++
  }
  let unsupported = false
  const operand = (): TsNode | undefined => {
    skip()
    if (s[i] === '(') {
      i++
      const inner = or()
      skip()
      if (s[i] !== ')') return undefined
      i++
      return inner
    }
    if (s[i] !== "'") return undefined
    i++
    let lexeme = ''
    for (;;) {
      if (i >= s.length) return undefined
      const c = s[i] as string
      if (c === "'") {
        if (s[i + 1] === "'") {
          lexeme += "'"
          i += 2
          continue
        }
        i++
        break
      }
      if (c === '\\' && i + 1 < s.length) {
        lexeme += s[i + 1]
        i += 2
        continue
      }
      lexeme += c
      i++
    }
    let prefix = false
    if (s[i] === ':') {
      i++
      while (i < s.length && /[*A-Da-d]/.test(s[i] as string)) {
        if (s[i] === '*') prefix = true
        else unsupported = true // a weight restriction
        i++
      }
    }
    return { kind: 'term', lexeme, prefix }
  }
  const and = (): TsNode | undefined => {
    let left = operand()
    for (;;) {
      skip()
      if (left === undefined) return undefined
      if (s[i] === '&') {
        i++
        const right = operand()
        if (right === undefined) return undefined
        left = { kind: 'and', left, right }
      } else if (s[i] === '<' || s[i] === '!') {
        unsupported = true
        return undefined
      } else return left
    }
  }
  function or(): TsNode | undefined {
    let left = and()
    for (;;) {
      skip()
      if (left === undefined) return undefined
      if (s[i] === '|') {
        i++
        const right = and()
        if (right === undefined) return undefined
        left = { kind: 'or', left, right }
      } else return left
    }
  }
  if (text.trim() === '') return null
  if (text.includes('!') && !text.includes("'")) return undefined
  const tree = or()
  skip()
  if (unsupported || tree === undefined || i !== s.length) return undefined
  return tree
}

/** Operands of a query in tree order (left to right). */
export function operandsOf(node: TsNode): Array<TsOperand> {
  return node.kind === 'term' ? [node] : [...operandsOf(node.left), ...operandsOf(node.right)]
}

/** Compares two strings by UTF-8 bytes (PostgreSQL's lexeme order and the C collation). */
export function compareBytes(a: string, b: string): number {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x === y) continue
    // UTF-16 code units order like code points except surrogates against U+E000–U+FFFF
    const xs = x >= 0xd800 && x <= 0xdfff
    const ys = y >= 0xd800 && y <= 0xdfff
    if (xs !== ys) return xs ? 1 : -1
    return x < y ? -1 : 1
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1
}

/**
 * The distinct operands of a query sorted by lexeme, as PostgreSQL's SortAndUniqItems leaves them.
 * PostgreSQL stores a query in prefix order with the right operand first, so its operands come in
 * the reverse of their written order; its qsort is an insertion sort below 7 items (stable), and of
 * equal lexemes the first stays. When one lexeme appears both as a prefix and as a word in a larger
 * query the survivor depends on the sort's pivots: undefined (the SQL engine answers).
 */
export function sortedUniqueOperands(node: TsNode): Array<TsOperand> | undefined {
  const items = operandsOf(node).reverse()
  const sorted = items.map((op, i) => ({ op, i })).sort((a, b) => compareBytes(a.op.lexeme, b.op.lexeme) || a.i - b.i)
  const out: Array<TsOperand> = []
  for (const { op } of sorted) {
    const last = out[out.length - 1]
    if (last && last.lexeme === op.lexeme) {
      if (last.prefix !== op.prefix && items.length >= 7) return undefined
      continue
    }
    out.push(op)
  }
  return out
}

/**
 * Positions of the lexemes of all documents: at a ref the count, then that many PostgreSQL
 * WordEntryPos values (weight << 14 | position).
 */
export type PositionPool = Uint16Array
/** Default ts_rank weights by weight class D, C, B, A. */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround)
const f = Math.fround
const weightOf = (wep: number) => WEIGHTS[wep >> 14] as number
const posOf = (wep: number) => wep & 0x3fff

function wordDistance(w: number): number {
  if (w > 100) return f(1e-30)
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2)))
}

/**
 * One matching entry's term of calc_rank_or: add it to the running rank `res` (entries in the order
 * PostgreSQL visits them: operands sorted, then the document's lexeme order).
 */
export function addOrEntry(res: number, pool: PositionPool, ref: number): number {
  const count = pool[ref] as number
  let resj = 0
  let wjm = -1
  let jm = 0
  for (let j = 0; j < count; j++) {
    const w = weightOf(pool[ref + 1 + j] as number)
    resj = f(resj + f(w / ((j + 1) * (j + 1))))
    if (w > wjm) {
      wjm = w
      jm = j
    }
  }
  const inner = f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))))
  return f(res + inner / 1.64493406685)
}

/** calc_rank_or's end: the sum over the query's distinct operands. */
export function finishOr(res: number, size: number): number {
  return size > 0 ? f(res / size) : res
}

/**
 * calc_rank_and: `entries[i]` lists the refs of the entries matching operand i (operands sorted and
 * distinct), in the document's lexeme order. Includes calc_rank's floor for no pair found.
 */
export function rankAnd(pool: PositionPool, entries: ReadonlyArray<ReadonlyArray<number> | undefined>): number {
  let res = -1
  // PostgreSQL keeps one pointer per operand: its last matching entry
  const last: Array<number> = []
  for (let i = 0; i < entries.length; i++) {
    for (const ref of entries[i] ?? []) {
      last[i] = ref
      const dimt = pool[ref] as number
      for (let k = 0; k < i; k++) {
        const ct = last[k]
        if (ct === undefined) continue
        const lenct = pool[ct] as number
        for (let l = 0; l < dimt; l++) {
          const a = pool[ref + 1 + l] as number
          for (let p = 0; p < lenct; p++) {
            const b = pool[ct + 1 + p] as number
            // documents always carry positions, so a distance of 0 (PostgreSQL's POSNULL case) never counts
            const dist = Math.abs(posOf(a) - posOf(b))
            if (dist !== 0) {
              const curw = f(Math.sqrt(f(f(weightOf(a) * weightOf(b)) * wordDistance(dist))))
              res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw))
            }
          }
        }
      }
    }
  }
  return res < 0 ? f(1e-20) : res
}
