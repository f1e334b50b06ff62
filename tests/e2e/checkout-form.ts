// The checkout form as the browser tests fill it: a field by its exact label, a guest's Columbus address and a new card.
import type { Page } from 'playwright-core'

export const box = (page: Page, name: string) => page.getByLabel(name, { exact: true })

/**
 * Fills the address step for a guest (a Columbus, Ohio address) with the given email and name; the
 * state from the country's list of states (`state: null` for a country without one).
 */
export async function fillGuestAddress(page: Page, guest: { email: string; firstname: string; lastname: string; state?: string | null }) {
  for (const [name, value] of [
    ['Email *', guest.email],
    ['First name *', guest.firstname],
    ['Last name *', guest.lastname],
    ['Phone *', '6145550100'],
    ['Street address *', '545 E 5th Ave'],
    ['City *', 'Columbus'],
    ['Postcode *', '43201'],
  ] as const) {
    await box(page, name).fill(value)
  }
  const state = guest.state === undefined ? 'OH' : guest.state
  // the field is a text box until the country's states have loaded, then a list (a combobox) of them
  if (state !== null) await box(page, 'State / region *').and(page.locator('select')).first().selectOption(state)
}

/** Fills the payment step's new-card fields (a test gateway card, expiring in two years, security code 123). */
export async function fillCard(page: Page, number: string, holderName: string) {
  await box(page, 'Card number *').fill(number)
  await box(page, 'Expiry month *').fill('12')
  await box(page, 'Expiry year *').fill(String(new Date().getUTCFullYear() + 2))
  await page.getByLabel('Security code *', { exact: true }).fill('123')
  await box(page, 'Name on card *').fill(holderName)
}
