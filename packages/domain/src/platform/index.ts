// Platform rules (platform document): router, link clicks, API client decisions, consent, CMS block
// filtering, region confirmation, background ticks, breakpoints and the shared constants.
export * from './router.ts'
export * from './links.ts'
export * from './client.ts'
