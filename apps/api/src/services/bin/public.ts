// What other services may call of the bin service: a customer's waiting notify-me sign-ups, for the
// customer answer (shell §3 Customer bins).
import type { Bin } from '@ironhouse/contracts'
import type { Db } from '@ironhouse/db'
import { listBins } from './service.ts'

/** The customer's sign-ups still waiting for their product (shell §3 Bin), oldest first. */
export async function waitingBinsOf(db: Db, customerId: number): Promise<Array<Bin>> {
  return listBins(db, { guestId: '', customerId })
}
