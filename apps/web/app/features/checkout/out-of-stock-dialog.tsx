// The out-of-stock dialog of commerce §8 inventory_error: the cart read again after placing failed has
// lines the store can no longer sell; the order was not placed, and the cart is where to change them.
import type { ListItem } from '@ironhouse/contracts'
import { Link } from 'react-router'
import { Modal } from '../../ui/modal.tsx'

export function OutOfStockDialog({ lines, cartPath, onClose }: { lines: ReadonlyArray<ListItem>; cartPath: string; onClose: () => void }) {
  return (
    <Modal open title="Some items are out of stock" onDismiss={onClose} className="out-of-stock-dialog">
      <p>Your order was not placed. These items can no longer be bought in the quantity in your cart:</p>
      <ul>
        {lines.map((line) => (
          <li key={line._id}>
            {line.product.name} ({line.product.sku})
          </li>
        ))}
      </ul>
      <div className="modal__actions">
        <Link className="button button--primary" to={cartPath} autoFocus>
          Review your cart
        </Link>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  )
}
