// Platform rules (platform document): router, link clicks, API client decisions, consent, CMS block
// filtering, region confirmation, background ticks, breakpoints and the shared constants.
export * from './router.ts'
export * from './links.ts'
export * from './client.ts'
export * from './constants.ts'
export * from './site-rules.ts'
export * from './consent.ts'
export * from './cms-blocks.ts'
export * from './region.ts'
export * from './background.ts'
export * from './viewport.ts'
export * from './content.ts'
export * from './the-index.ts'
