// The placeholder image of a product without one (platform §3): a module of its own, so a page that
// shows product images does not take the search mapping along (issue 13: product page JavaScript).

/** Thumbnail used when a search record has none (platform §3). */
export const SEARCH_PRODUCT_PLACEHOLDER_IMAGE = '/catalog/product_placeholder.jpg'
