// Support chat (shell §2 overlays "chat widget"; shell §6 "Live chat is available only on USA, CAN and
// APO sites"; platform §6; docs/support-chat.md): a guest opens the chat from the footer of a USA page,
// writes, staff answer through the operator API, and the widget shows the answer by polling; the
// conversation is there again on another page; the EUR site has no launcher; staff answer from the
// console on an admin host (a store of its own behind a trusted load balancer, as events-moderator.e2e.ts).
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { seriousA11yViolations, waitForHydration } from './browser.ts'
import { useBrowser } from './test-browser.ts'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { registerCustomer, SAME_ORIGIN } from './store-api.ts'
import { E2E_OPERATOR_TOKEN, startStore } from './store-process.ts'

const baseURL = inject('baseURL')
const mailOutboxDir = inject('mailOutboxDir')
const browser = useBrowser()

/** A staff call of /svc_chat/operator, as the console makes it. */
async function staff<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL}/svc_chat/operator${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, origin: baseURL, ...SAME_ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  expect(response.status, await response.clone().text()).toBeLessThan(300)
  return (await response.json()) as T
}

/**
 * Clicks "Chat with us" in the footer as a shopper would: after the sections the page fills once they
 * come into view (a product's reviews, "You may also like") have filled. Scrolling to the footer
 * brings them into view, and a click aimed while they grow lands on whatever moved under the pointer.
 */
async function openChatFromFooter(page: Page): Promise<void> {
  const launcher = page.getByRole('contentinfo').getByRole('button', { name: 'Chat with us' })
  await launcher.scrollIntoViewIfNeeded()
  // nothing is loading and the button has stayed where it is for ten frames
  await page.waitForFunction(
    () => {
      const state = ((window as unknown as { chatLauncherSettle?: { top: number; frames: number } }).chatLauncherSettle ??= { top: Number.NaN, frames: 0 })
      const button = [...document.querySelectorAll('footer button')].find((b) => b.textContent === 'Chat with us')
      const top = button?.getBoundingClientRect().top ?? Number.NaN
      state.frames = top === state.top && document.querySelector('main [aria-busy="true"]') === null ? state.frames + 1 : 0
      state.top = top
      return state.frames >= 10
    },
    undefined,
    { polling: 'raf' },
  )
  await launcher.click()
}

describe('shell §2 chat widget, shell §6 live chat on USA, CAN and APO', () => {
  it('a guest chats from a USA page, by keyboard; staff reply and the widget shows it; the chat is kept on the next page; axe passes on the open widget', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/the-ohio-bar`)
    await waitForHydration(page)
    const launcher = page.getByRole('contentinfo').getByRole('button', { name: 'Chat with us' })
    await launcher.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Chat with us' })
    await dialog.getByLabel('Your name').waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])

    await dialog.getByLabel('Your name').fill('Ada Lifter')
    await dialog.getByLabel('Your email').fill('ada.chat@example.com')
    await dialog.getByLabel('How can we help?').fill('Does the Ohio Bar ship to Alaska?')
    await dialog.getByRole('button', { name: 'Start chat' }).click()
    const log = dialog.getByRole('log', { name: 'Chat messages' })
    await log.getByText('Does the Ohio Bar ship to Alaska?').waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])

    // staff find it in the queue and answer
    const queue = await staff<{ conversations: Array<{ id: string; email: string; lastMessage: string; siteCode: string }> }>('/conversations')
    const waiting = queue.conversations.find((c) => c.email === 'ada.chat@example.com')
    expect(waiting).toMatchObject({ lastMessage: 'Does the Ohio Bar ship to Alaska?', siteCode: 'USA' })
    await staff(`/conversations/${waiting!.id}/messages`, { message: 'Yes, it ships to all 50 states.' })
    // the widget polls every few seconds
    await log.getByText('Yes, it ships to all 50 states.').waitFor({ timeout: 15_000 })
    expect(await log.getByText('Ironhouse support').count()).toBe(1)

    // focus stays in the dialog; Escape closes it and focus returns to the launcher
    await dialog.getByLabel('Your message').fill('Thanks!')
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await launcher.evaluate((b) => b === document.activeElement)).toBe(true)

    // another page of the session: the conversation is there again
    await page.goto(`${baseURL}/new-gear`)
    await waitForHydration(page)
    await openChatFromFooter(page)
    const again = page.getByRole('dialog', { name: 'Chat with us' })
    await again.getByText('Yes, it ships to all 50 states.').waitFor()
    await again.getByLabel('Your message').fill('One more: is there a bar for kids?')
    await again.getByRole('button', { name: 'Send' }).click()
    await again.getByRole('log').getByText('One more: is there a bar for kids?').waitFor()
    const read = await staff<{ messages: Array<{ author: string; body: string }> }>(`/conversations/${waiting!.id}`)
    expect(read.messages.map((m) => m.body)).toEqual(['Does the Ohio Bar ship to Alaska?', 'Yes, it ships to all 50 states.', 'One more: is there a bar for kids?'])

    // staff close it: the widget says so
    await staff(`/conversations/${waiting!.id}/close`, {})
    await again.getByText('Our team has ended this chat.').waitFor({ timeout: 15_000 })
    await context.close()
  })

  it('a signed-in customer has the chat mailed to them ("Email me this chat"); a guest is not offered it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const email = `chat-mail-${Date.now()}@example.com`
    await registerCustomer(baseURL, context.request, { email, password: 'send me the transcript 42', firstname: 'Mia', lastname: 'Mailer' })
    const page = await context.newPage()
    await page.goto(`${baseURL}/the-ohio-bar`)
    await waitForHydration(page)
    await openChatFromFooter(page)
    const dialog = page.getByRole('dialog', { name: 'Chat with us' })
    // signed in: no name or email to give (the account's are used)
    await dialog.getByLabel('How can we help?').waitFor()
    expect(await dialog.getByLabel('Your email').count()).toBe(0)
    await dialog.getByLabel('How can we help?').fill('Which collars fit the Ohio Bar?')
    await dialog.getByRole('button', { name: 'Start chat' }).click()
    await dialog.getByRole('log', { name: 'Chat messages' }).getByText('Which collars fit the Ohio Bar?').waitFor()
    await dialog.getByRole('button', { name: 'Email me this chat' }).click()
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe(`We have sent this chat to ${email}.`)
    expect(await seriousA11yViolations(page)).toEqual([])
    // the store's worker sends it from the outbox: the mail holds the message
    const mailed = () =>
      readdirSync(mailOutboxDir)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => readFileSync(join(mailOutboxDir, f), 'utf8').replace(/=\r?\n/g, ''))
        .find((raw) => raw.toLowerCase().includes(`to: ${email}`) && raw.includes('Your chat with Ironhouse support'))
    await expect.poll(mailed, { timeout: 15_000 }).toContain('Which collars fit the Ohio Bar?')
    await context.close()

    // a guest's chat has no such button
    const guest = await browser.newContext()
    const guestPage = await guest.newPage()
    await guestPage.goto(`${baseURL}/the-ohio-bar`)
    await waitForHydration(guestPage)
    await openChatFromFooter(guestPage)
    const guestDialog = guestPage.getByRole('dialog', { name: 'Chat with us' })
    await guestDialog.getByLabel('Your name').fill('Gil Guest')
    await guestDialog.getByLabel('Your email').fill('gil.guest@example.com')
    await guestDialog.getByLabel('How can we help?').fill('Just a question')
    await guestDialog.getByRole('button', { name: 'Start chat' }).click()
    await guestDialog.getByRole('log', { name: 'Chat messages' }).getByText('Just a question').waitFor()
    expect(await guestDialog.getByRole('button', { name: 'Email me this chat' }).count()).toBe(0)
    await guest.close()
  })

  it('no launcher on the EUR site (and its chat calls answer 404); CAN has one', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseURL}/eu`)
    await waitForHydration(page)
    expect(await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Chat with us' }).count()).toBe(0)
    expect((await fetch(`${baseURL}/svc_chat/site/EUR/conversation`)).status).toBe(404)
    await page.goto(`${baseURL}/ca`)
    expect(await page.getByRole('contentinfo').getByRole('button', { name: 'Chat with us' }).count()).toBe(1)
    await context.close()
  })
})

describe('shell §2 chat widget: the staff console (admin hosts only, platform §2)', () => {
  it('on an admin host, with the operator token, staff open the waiting chat, reply and close it; the guest sees both; a shopper host gets no console', async () => {
    const token = 'op_e2e_support_chat'
    const store = await startStore({ TRUST_PROXY: '1', OPERATOR_TOKEN: token })
    try {
      const guest = await browser.newContext()
      const page = await guest.newPage()
      await page.goto(`${store.baseURL}/ca`)
      await waitForHydration(page)
      await openChatFromFooter(page)
      const dialog = page.getByRole('dialog', { name: 'Chat with us' })
      await dialog.getByLabel('Your name').fill('Bo Canuck')
      await dialog.getByLabel('Your email').fill('bo@example.ca')
      await dialog.getByLabel('How can we help?').fill('Do you ship plates to Yukon?')
      await dialog.getByRole('button', { name: 'Start chat' }).click()
      await dialog.getByRole('log').getByText('Do you ship plates to Yukon?').waitFor()

      const staffContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-host': 'local.ironhouse.example' } })
      const console_ = await staffContext.newPage()
      await console_.goto(`${store.baseURL}/events/moderator?view=chat`)
      await waitForHydration(console_)
      expect(await console_.locator('h1').textContent()).toBe('Support Chat')
      await console_.getByLabel('Operator token').fill('not-the-token')
      await console_.getByRole('button', { name: 'Show open chats' }).click()
      await console_.getByRole('alert').getByText('That operator token is not valid.').waitFor()
      await console_.getByLabel('Operator token').fill(token)
      await console_.getByRole('button', { name: 'Show open chats' }).click()
      await console_.getByRole('button', { name: /^Bo Canuck \(CAN\), waiting/ }).click()
      await console_.getByRole('log', { name: 'Messages with Bo Canuck' }).getByText('Do you ship plates to Yukon?').waitFor()
      expect(await seriousA11yViolations(console_)).toEqual([])
      await console_.getByLabel('Reply').fill('Yes, to every province and territory.')
      await console_.getByRole('button', { name: 'Send reply' }).click()
      await dialog.getByRole('log').getByText('Yes, to every province and territory.').waitFor({ timeout: 15_000 })
      await console_.getByRole('button', { name: 'Close chat' }).click()
      await console_.getByText('This chat is closed.').waitFor()
      await dialog.getByText('Our team has ended this chat.').waitFor({ timeout: 15_000 })

      // a shopper host never shows the console
      const plain = await guest.newPage()
      await plain.goto(`${store.baseURL}/events/moderator?view=chat`)
      expect(new URL(plain.url()).pathname).toBe('/404')
      await staffContext.close()
      await guest.close()
    } finally {
      await store.stop()
    }
  }, 240_000)
})
