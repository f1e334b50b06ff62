// Platform §5 (Ad conversion data): what the marketing consumers may receive about a buyer.

export type AdConversionInput = {
  email?: string | null
  phone?: string | null
  /** The address country, e.g. 'US'. */
  countryId?: string | null
  firstname?: string | null
  lastname?: string | null
  street?: ReadonlyArray<string> | null
  city?: string | null
  region?: string | null
  postcode?: string | null
}

export type AdConversionData = {
  email?: string
  /** E.164 form, only for 10-digit US numbers. */
  phone?: string
  countryId?: string
  firstname?: string
  lastname?: string
  street?: Array<string>
  city?: string
  region?: string
  postcode?: string
}

function clean(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined
  const cleaned = value.trim().toLowerCase()
  return cleaned.length > 0 ? cleaned : undefined
}

/**
 * Platform §5: the phone is used only when it has 10 digits (after dropping every non-digit) and
 * the country is US; it is then prefixed +1.
 */
export function adConversionPhone(phone: string | null | undefined, countryId: string | null | undefined): string | undefined {
  if (typeof phone !== 'string') return undefined
  if (countryId?.trim().toUpperCase() !== 'US') return undefined
  const digits = phone.replace(/\D/g, '')
  return digits.length === 10 ? `+1${digits}` : undefined
}

/** Platform §5: email and address data trimmed and lowercased; the phone as above. Empty fields are left out. */
export function normalizeAdConversionData(input: AdConversionInput): AdConversionData {
  const data: AdConversionData = {}
  const set = <K extends keyof AdConversionData>(key: K, value: AdConversionData[K] | undefined) => {
    if (value !== undefined) data[key] = value
  }
  set('email', clean(input.email))
  set('phone', adConversionPhone(input.phone, input.countryId))
  set('countryId', clean(input.countryId))
  set('firstname', clean(input.firstname))
  set('lastname', clean(input.lastname))
  const street = (input.street ?? []).map(clean).filter((line): line is string => line !== undefined)
  if (street.length > 0) data.street = street
  set('city', clean(input.city))
  set('region', clean(input.region))
  set('postcode', clean(input.postcode))
  return data
}
