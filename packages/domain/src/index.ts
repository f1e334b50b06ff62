// The whole public face of @ironhouse/domain: pure rules of the spec, no I/O (docs/rules.md maps each
// spec section to its module).
export * from './money/index.ts'
export * from './sites/index.ts'
export * from './pricing/index.ts'
export * from './stock/index.ts'
export * from './catalog/index.ts'
export * from './forms/index.ts'
export * from './lists/index.ts'
export * from './shipping/index.ts'
export * from './tax/index.ts'
export * from './orders/index.ts'
export * from './listings/index.ts'
export * from './platform/index.ts'
