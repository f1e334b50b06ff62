import type { customers, customerTickets, programGrants } from '@ironhouse/db'
import { PRODUCT_IDS as P } from './products/ids.ts'

/**
 * Demo customers, one per customer group the catalogue prices (docs/demo-store.md lists the
 * credentials). The hashes are argon2id (m=19456, t=2, p=1) of the documented passwords, made once,
 * so loading the demo store does not pay three argon2 runs.
 */
export const DEMO_CUSTOMERS = [
  {
    email: 'retail@demo.ironhouse.shop',
    password: 'squat rack chalk dust morning',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$xQXdTqImzoT5yeGAOYliJA$O5aDwrb4nfk051zeH+lG0+aaSX4MSJKwQrSqmzZ9q6M',
    firstname: 'Rhea',
    lastname: 'Retail',
    groupId: 1,
  },
  {
    email: 'group2@demo.ironhouse.shop',
    password: 'deadlift platform garage gym',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$Jt8opI+JHubM6HR2CWX8tw$1ysQpUoH9jGr3G5kEJOd5LkqgU2QLyW8xcsfgl95D3w',
    firstname: 'Gus',
    lastname: 'Grouptwo',
    groupId: 2,
  },
  {
    email: 'group3@demo.ironhouse.shop',
    password: 'kettlebell rowing machine team',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$hbcPEPQpRoNdUFaRpFCVpg$99kYCAS0lNqmhDllTD2wyvgaz6wVBR3S7LVaVOWYk3U',
    firstname: 'Tess',
    lastname: 'Groupthree',
    groupId: 3,
  },
] as const

/** The customer rows of the demo store. */
export function generateDemoCustomers(): Array<typeof customers.$inferInsert> {
  return DEMO_CUSTOMERS.map(({ password: _password, ...row }) => ({ ...row, segments: [], newsletters: [] }))
}

/**
 * The demo customers' tickets (commerce §3 Ticket), by the holder's email (customer ids are serial):
 * the retail customer holds the 2023 competition premium ticket, which opens the one-per-account premium
 * shirt (commerce §5), and an earned-ticket discount on that shirt: 20 % off with free shipping, once.
 * The group-2 and group-3 customers hold none (the shirt is refused to them).
 */
export const DEMO_TICKETS: ReadonlyArray<{ email: string } & Omit<typeof customerTickets.$inferInsert, 'customerId'>> = [
  { email: 'retail@demo.ironhouse.shop', productId: P.premiumTicket2023, discountType: 'fixed', discountValue: 0, freeShipping: false, remainingUses: null, orderId: null },
  { email: 'retail@demo.ironhouse.shop', productId: P.premiumTicketTee, discountType: 'percent', discountValue: 20, freeShipping: true, remainingUses: 1, orderId: null },
]

/**
 * The programs the demo customers own (program_grants; /account/programming), by the owner's email:
 * the retail customer owns the strength program (in the app) and the conditioning program (by email),
 * the group-2 customer the strength program's trial. The order numbers name no real order (DEMO-…).
 */
export const DEMO_PROGRAMS: ReadonlyArray<{ email: string } & Omit<typeof programGrants.$inferInsert, 'customerId'>> = [
  { email: 'retail@demo.ironhouse.shop', productId: P.strengthProgram, orderNumber: 'DEMO-0001', grantedAt: '2026-09-01T09:00:00.000Z' },
  { email: 'retail@demo.ironhouse.shop', productId: P.conditioningProgram, orderNumber: 'DEMO-0002', grantedAt: '2026-10-15T09:00:00.000Z' },
  { email: 'group2@demo.ironhouse.shop', productId: P.strengthTrial, orderNumber: 'DEMO-0003', grantedAt: '2026-11-01T09:00:00.000Z' },
]
