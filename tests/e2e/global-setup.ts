// Starts the built store once for all browser tests (tests/e2e/store-process.ts), with a mail outbox
// folder of its own that tests read (the store writes each mail there as an .eml file).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { E2E_OPERATOR_TOKEN, startStore } from './store-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    mailOutboxDir: string
  }
}

export default async function setup(project: TestProject) {
  const mailOutboxDir = mkdtempSync(join(tmpdir(), 'ironhouse-e2e-mail-'))
  // every browser test's shopper comes from 127.0.0.1: the suite registers more accounts in an hour than
  // the per-address limit lets one address (20), so the shared store's limits are raised for it; the
  // limits themselves are tested in the API's integration tests
  const store = await startStore({ OPERATOR_TOKEN: E2E_OPERATOR_TOKEN, MAIL_OUTBOX_DIR: mailOutboxDir, RATE_LIMIT_FACTOR: '5' })
  project.provide('baseURL', store.baseURL)
  project.provide('mailOutboxDir', mailOutboxDir)
  return async () => {
    await store.stop()
    rmSync(mailOutboxDir, { recursive: true, force: true })
  }
}
