// The newsletter machine's rules (validation and transitions, shell §4, §5), a module of its own so the
// browser fetches them on the form's first use (use-newsletter.ts; issue 13).
export { reduceNewsletter } from '@ironhouse/domain'
