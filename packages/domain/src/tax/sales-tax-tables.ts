/**
 * Sales tax outside the VAT table of commerce §9 (the spec leaves these to the tax service; the
 * figures are the published state, provincial and national base rates, documented in docs/tax.md).
 * Rates are percent.
 */

/** US state base sales tax rates (percent). States without a sales tax are 0. */
export const US_STATE_SALES_TAX: Readonly<Record<string, number>> = {
  AL: 4, AK: 0, AZ: 5.6, AR: 6.5, CA: 7.25, CO: 2.9, CT: 6.35, DE: 0, DC: 6, FL: 6, GA: 4, HI: 4,
  ID: 6, IL: 6.25, IN: 7, IA: 6, KS: 6.5, KY: 6, LA: 4.45, ME: 5.5, MD: 6, MA: 6.25, MI: 6,
  MN: 6.875, MS: 7, MO: 4.225, MT: 0, NE: 5.5, NV: 6.85, NH: 0, NJ: 6.625, NM: 4.875, NY: 4,
  NC: 4.75, ND: 5, OH: 5.75, OK: 4.5, OR: 0, PA: 6, RI: 7, SC: 6, SD: 4.2, TN: 7, TX: 6.25,
  UT: 6.1, VT: 6, VA: 5.3, WA: 6.5, WV: 6, WI: 5, WY: 4,
  // US military addresses (APO/FPO/DPO) carry no state sales tax
  AA: 0, AE: 0, AP: 0,
}

/** US states that tax the shipping charge of a taxable sale. */
export const US_STATES_TAXING_SHIPPING: ReadonlySet<string> = new Set([
  'AR', 'CT', 'DC', 'GA', 'HI', 'IN', 'KS', 'KY', 'MI', 'MN', 'MS', 'NE', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'VT', 'WA', 'WV', 'WI',
])

/** Canadian GST/HST (+ PST or QST where the province levies one) by province (percent). */
export const CANADA_PROVINCE_SALES_TAX: Readonly<Record<string, { rate: number; label: string }>> = {
  AB: { rate: 5, label: 'GST' },
  BC: { rate: 12, label: 'GST + PST' },
  MB: { rate: 12, label: 'GST + RST' },
  NB: { rate: 15, label: 'HST' },
  NL: { rate: 15, label: 'HST' },
  NS: { rate: 14, label: 'HST' },
  NT: { rate: 5, label: 'GST' },
  NU: { rate: 5, label: 'GST' },
  ON: { rate: 13, label: 'HST' },
  PE: { rate: 15, label: 'HST' },
  QC: { rate: 14.975, label: 'GST + QST' },
  SK: { rate: 11, label: 'GST + PST' },
  YT: { rate: 5, label: 'GST' },
}

/** Australian GST (percent), on goods and shipping. */
export const AUSTRALIA_GST = 10
