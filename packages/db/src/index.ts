export * from './client.ts'
export * from './schema/index.ts'
export { schema } from './schema-namespace.ts'
export * from './test-database.ts'
