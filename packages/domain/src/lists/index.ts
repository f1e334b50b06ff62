export * from './list-types.ts'
export * from './list-paths.ts'
export * from './list-lifecycle.ts'
