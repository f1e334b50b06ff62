export * from './round.ts'
