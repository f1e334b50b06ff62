// A grouped product's table of children (commerce §3): loaded only for products of that type (product-options.tsx).
import { Price } from '../../ui/price.tsx'
import { priceViewOf } from '../../ui/pricing.ts'
import { StockStatusLabel, stockOf } from '../../ui/stock.tsx'
import type { OptionsProps } from './option-parts.tsx'

/** Grouped: a table of the children with their price, stock and a quantity each. */
export function GroupedTable({ children, pricing }: Pick<OptionsProps, 'children' | 'pricing'>) {
  if (children.length === 0) return null
  return (
    <table className="grouped">
      <caption className="visually-hidden">Products in this set</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col">Availability</th>
          <th scope="col">Quantity</th>
        </tr>
      </thead>
      <tbody>
        {children.map((child) => (
          <tr key={child.productId}>
            <th scope="row">{child.name}</th>
            <td>
              <Price view={priceViewOf(child, pricing)} size="s" />
            </td>
            <td>
              <StockStatusLabel stock={stockOf(child.inventory)} />
            </td>
            <td>
              <label className="visually-hidden" htmlFor={`qty-${child.productId}`}>
                Quantity of {child.name}
              </label>
              <input type="number" id={`qty-${child.productId}`} name={`qty[${child.productId}]`} min={0} defaultValue={0} inputMode="numeric" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
