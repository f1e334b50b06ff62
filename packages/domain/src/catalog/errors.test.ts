import { describe, expect, it } from 'vitest'
import { catalogErrors } from './errors.ts'

describe('catalogue error messages (commerce §8 pricing and validation messages)', () => {
  it.each([
    [catalogErrors.giftcardCustomAmount(), 'Invalid giftcard item custom amount'],
    [catalogErrors.giftcardAmountSelection(), 'Invalid giftcard item amount selection'],
    [catalogErrors.giftcardProduct(), 'Invalid giftcard product'],
    [catalogErrors.giftcardItem(), 'Invalid giftcard item'],
    [catalogErrors.unknownOptions(['7', '8']), 'Invalid options selected: 7, 8'],
    [catalogErrors.optionRequired('11'), 'Option 11 is required'],
    [catalogErrors.optionValue('11', '4'), 'Invalid value 4 selected for option 11'],
    [catalogErrors.bundleOptionMissing(3), 'Invalid bundle - missing required option 3'],
    [catalogErrors.bundleChildUnknown(1), 'Unknown bundle child'],
    [catalogErrors.bundleChildInvalid(1), 'Invalid bundle child'],
    [catalogErrors.freeProductMissing(3), 'Required free product not found in bundle'],
    [catalogErrors.freeProductIncorrect(1), 'Incorrect free product'],
    [catalogErrors.configurableChildUnknown(), 'Unknown configurable child'],
    [catalogErrors.cartItem(), 'Invalid cart item'],
    [catalogErrors.notLoaded(1), 'Trying to get price for not loaded product'],
    [catalogErrors.configurableWithoutChildren(), 'configurable with no children'],
    [catalogErrors.groupedNotPriceable(), 'Grouped items cannot be priced directly'],
  ])('%o says "%s"', (error, text) => {
    expect(error.message).toBe(text)
  })
})
