import type { GatewayPayment } from './repo.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)
}

function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100)
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0}
main{max-width:28rem;margin:3rem auto;background:#fff;border:1px solid #d4d4d8;border-radius:8px;padding:2rem}
h1{font-size:1.35rem;margin:0 0 .5rem}p{margin:.5rem 0}.amount{font-size:1.6rem;font-weight:700}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:2px solid #18181b;cursor:pointer}
button.primary{background:#18181b;color:#fff}button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.note{color:#52525b;font-size:.875rem}`

const TITLES: Record<string, { title: string; intro: string; approve: string; decline: string }> = {
  card: {
    title: '3-D Secure verification',
    intro: 'Your bank asks you to confirm this card payment.',
    approve: 'Approve payment',
    decline: 'Fail verification',
  },
  paypal: {
    title: 'PayPal (test)',
    intro: 'Authorise the store to charge this amount to your PayPal account.',
    approve: 'Authorise payment',
    decline: 'Cancel and return',
  },
}

/** The page a shopper sees at the gateway: a 3-D Secure challenge, a PayPal approval or a bank portal. */
export function actionPage(payment: GatewayPayment, actionPath: string): string {
  const copy = TITLES[payment.method] ?? {
    title: `${payment.method} payment portal (test)`,
    intro: 'This is your bank’s portal. Approve the payment to return to the store.',
    approve: 'Approve payment',
    decline: 'Cancel and return',
  }
  const open = payment.status === 'requires_action'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(copy.title)}</title><style>${STYLE}</style></head><body><main>
<h1>${escapeHtml(copy.title)}</h1>
<p>${escapeHtml(copy.intro)}</p>
<p class="amount">${escapeHtml(money(payment.amount, payment.currency))}</p>
<p class="note">Order reference ${escapeHtml(payment.reference)}. Ironhouse test gateway: no real money moves.</p>
${
  open
    ? `<form method="post" action="${escapeHtml(actionPath)}" class="actions">
<button class="primary" type="submit" name="outcome" value="approve">${escapeHtml(copy.approve)}</button>
<button type="submit" name="outcome" value="decline">${escapeHtml(copy.decline)}</button>
</form>`
    : `<p role="status">This payment is ${escapeHtml(payment.status.replace('_', ' '))}.</p>`
}
</main></body></html>`
}
