// The search widgets' readers (shapes.ts says why the browser reads answers without zod), fetched with
// the search client on the first widget call.
import type { SearchWidgetResponse } from '@ironhouse/contracts'
import { fail, isInt, isObject, isString } from './shapes.ts'

function checkPhrases(value: unknown): void {
  if (!Array.isArray(value)) fail('suggestion')
  for (const phrase of value) {
    if (!isObject(phrase) || !isString(phrase.text)) fail('suggestion')
    if (phrase.url !== undefined && !isString(phrase.url)) fail('suggestion url')
    if (phrase.id !== undefined && !isString(phrase.id)) fail('suggestion id')
  }
}

/** One widget's answer of the search API (contracts SearchWidgetResponse); throws on anything else. */
export function readSearchWidget(value: unknown): SearchWidgetResponse {
  if (!isObject(value)) fail('search answer')
  const content = value.content
  const product = isObject(content) ? content.product : undefined
  if (!isObject(product) || !isInt(product.n_item) || !isInt(product.total_item) || !Array.isArray(product.value)) fail('search products')
  if (!product.value.every(isObject)) fail('search product')
  if (!isObject(value.facet)) fail('search facets')
  for (const facet of Object.values(value.facet)) {
    if (!isObject(facet) || !isString(facet.display_name) || !Array.isArray(facet.value)) fail('search facet')
    for (const v of facet.value) if (!isObject(v) || !isString(v.text) || !isInt(v.count) || !isString(v.id)) fail('search facet value')
  }
  if (!Array.isArray(value.facet_names) || !value.facet_names.every(isString)) fail('search facet names')
  if (!isInt(value.page_number) || !isInt(value.total_page) || !isInt(value.total_item) || !isString(value.url)) fail('search paging')
  if (!isObject(value.widget) || !isString(value.widget.rfkid)) fail('search widget')
  if (value.suggestion !== undefined) {
    if (!isObject(value.suggestion)) fail('suggestions')
    Object.values(value.suggestion).forEach(checkPhrases)
  }
  if (value.redirect_url !== undefined && !isString(value.redirect_url)) fail('redirect url')
  if (value.errors !== undefined) {
    if (!Array.isArray(value.errors) || !value.errors.every((e) => isObject(e) && isString(e.code) && isString(e.message))) fail('search errors')
  }
  return value as SearchWidgetResponse
}

/** The batched answer: { widgets: [...] }, each checked as one widget's. */
export function readSearchBatch(value: unknown): { widgets: Array<SearchWidgetResponse> } {
  if (!isObject(value) || !Array.isArray(value.widgets)) fail('search batch')
  return { widgets: value.widgets.map(readSearchWidget) }
}
