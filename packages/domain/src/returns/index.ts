export * from './returns.ts'
