import { err, ok } from '../result.ts'
import type { Result } from '../result.ts'
import { catalogErrors } from './errors.ts'
import type { CatalogError } from './errors.ts'
import type { CustomOption, CustomOptionValue } from './types.ts'

const SINGLE_CHOICE = new Set(['radio', 'drop_down'])
const MULTI_CHOICE = new Set(['checkbox', 'multiple'])

/** An option counts as given unless it is undefined, null, an empty string or an empty list. */
function isGiven(value: unknown): boolean {
  if (value === undefined || value === null) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  return true
}

/** The selected value ids of a choice option: a list or a comma-separated string for checkbox/multiple. */
function selectedIds(value: unknown): Array<string> {
  if (Array.isArray(value)) return value.map(String)
  if (typeof value === 'string') return value.split(',').map((v) => v.trim())
  return [String(value)]
}

/** One chosen custom option with the values it selected (for pricing). */
export type ChosenCustomOption = { option: CustomOption; values: Array<CustomOptionValue> }

/**
 * Custom option rules (commerce §5): unknown option ids are rejected; a required option must be present;
 * a radio or drop_down value must exist; checkbox and multiple values must all exist. Returns the chosen
 * options with their values.
 */
export function validateCustomOptions(
  options: Readonly<Record<string, unknown>> | undefined,
  customOptions: ReadonlyArray<CustomOption> | undefined,
): Result<Array<ChosenCustomOption>, CatalogError> {
  const given = options ?? {}
  const known = customOptions ?? []
  const unknownIds = Object.keys(given).filter((id) => !known.some((o) => String(o.id) === id))
  if (unknownIds.length > 0) return err(catalogErrors.unknownOptions(unknownIds))
  const chosen: Array<ChosenCustomOption> = []
  for (const option of known) {
    const id = String(option.id)
    const value = given[id]
    if (!isGiven(value)) {
      if (option.isRequired) return err(catalogErrors.optionRequired(id))
      continue
    }
    if (SINGLE_CHOICE.has(option.type) || MULTI_CHOICE.has(option.type)) {
      const ids = SINGLE_CHOICE.has(option.type) && !Array.isArray(value) ? [String(value)] : selectedIds(value)
      const values = ids.map((v) => (option.values ?? []).find((ov) => String(ov.id) === v))
      const single = SINGLE_CHOICE.has(option.type) && ids.length !== 1
      if (single || values.some((v) => v === undefined)) return err(catalogErrors.optionValue(id, ids.join(',')))
      chosen.push({ option, values: values.filter((v): v is CustomOptionValue => v !== undefined) })
    } else {
      chosen.push({ option, values: [] })
    }
  }
  return ok(chosen)
}
