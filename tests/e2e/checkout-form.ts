// The checkout form as the browser tests fill it: a field by its exact label, and a guest's Columbus address.
import type { Page } from 'playwright-core'

export const box = (page: Page, name: string) => page.getByLabel(name, { exact: true })

/** Fills the address step for a guest (a Columbus, Ohio address) with the given email and name. */
export async function fillGuestAddress(page: Page, guest: { email: string; firstname: string; lastname: string }) {
  for (const [name, value] of [
    ['Email *', guest.email],
    ['First name *', guest.firstname],
    ['Last name *', guest.lastname],
    ['Phone *', '6145550100'],
    ['Street address *', '545 E 5th Ave'],
    ['City *', 'Columbus'],
    ['State / region', 'OH'],
    ['Postcode *', '43201'],
  ] as const) {
    await box(page, name).fill(value)
  }
}
