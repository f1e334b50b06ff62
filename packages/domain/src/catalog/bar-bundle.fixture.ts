import type { CatalogProduct } from './types.ts'

/** A bar-and-plates bundle: bar (required), plates (optional), a free collar pair through option 3. */
export const barBundle: CatalogProduct = {
  productId: 700,
  sku: 'BAR-PLATE-SET',
  type: 'bundle',
  priceMinor: 59500,
  bundleOptions: [
    {
      id: 1,
      title: 'Bar',
      isRequired: true,
      values: [
        { productId: 710, priceMinor: 29500, priceType: 'fixed' },
        { productId: 711, priceMinor: 0, priceType: 'dynamic' },
      ],
    },
    { id: 2, title: 'Plates', isRequired: false, values: [{ productId: 720, priceMinor: 9500, priceType: 'fixed' }] },
    { id: 3, title: 'Collars', isRequired: false, includedProductId: 730, values: [] },
  ],
}
