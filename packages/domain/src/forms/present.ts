/** A field counts as present when it is a string that is not empty after trimming. */
export function isFilledField(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0
}

/** At least one street line that is not empty after trimming (commerce §5). */
export function hasStreetLine(street: ReadonlyArray<string> | undefined | null): boolean {
  return Array.isArray(street) && street.some(isFilledField)
}
