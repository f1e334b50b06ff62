import * as schema from './schema/index.ts'

export { schema }
