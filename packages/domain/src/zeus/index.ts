export * from './zeus.ts'
