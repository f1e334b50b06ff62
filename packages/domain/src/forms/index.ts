export * from './email.ts'
export * from './address.ts'
export * from './field-errors.ts'
export * from './ad-conversion.ts'
