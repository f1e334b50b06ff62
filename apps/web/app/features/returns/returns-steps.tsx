import { returnReasonLabel } from '@ironhouse/domain'

const STEPS = ['Find your order', 'Choose items', 'Confirm', 'Print label'] as const

/** Where the shopper is in the returns flow. */
export function ReturnsSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  return (
    <ol className="returns__steps" aria-label="Return steps">
      {STEPS.map((step, index) => (
        <li key={step} aria-current={index === current ? 'step' : undefined}>
          {index + 1}. {step}
        </li>
      ))}
    </ol>
  )
}

/** The lines of a return: item, quantity, reason and refund. */
export function ReturnLines({ items, money }: { items: ReadonlyArray<{ listItemId: string; sku: string; name: string; qty: number; reason: string; refundAmount: number }>; money: (minor: number) => string }) {
  return (
    <table className="returns__table">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Qty</th>
          <th scope="col">Reason</th>
          <th scope="col">Refund</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.listItemId}>
            <td>
              {item.name}
              <br />
              <small>SKU {item.sku}</small>
            </td>
            <td>{item.qty}</td>
            <td>{returnReasonLabel(item.reason)}</td>
            <td>{money(item.refundAmount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
