// Starts the built store once for all browser tests (tests/e2e/store-process.ts).
import type { TestProject } from 'vitest/node'
import { E2E_OPERATOR_TOKEN, startStore } from './store-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

export default async function setup(project: TestProject) {
  const store = await startStore({ OPERATOR_TOKEN: E2E_OPERATOR_TOKEN })
  project.provide('baseURL', store.baseURL)
  return store.stop
}
