// Breakpoints and responsive images (platform §9).

/** Breakpoints by lower bound in CSS px (platform §9). */
export const VIEWPORT_BREAKPOINTS = [
  { name: 'mobile', minWidth: 0 },
  { name: 'tablet', minWidth: 768 },
  { name: 'desktop', minWidth: 1024 },
  { name: 'l-desktop', minWidth: 1366 },
  { name: 'xl-desktop', minWidth: 1920 },
] as const
export type ViewportBreakpoint = (typeof VIEWPORT_BREAKPOINTS)[number]['name']

/** The breakpoint of a viewport width: mobile <768, tablet 768–1023, desktop 1024–1365, l-desktop 1366–1919, xl-desktop ≥1920. */
export function viewportBreakpointFor(width: number): ViewportBreakpoint {
  let found: ViewportBreakpoint = 'mobile'
  for (const bp of VIEWPORT_BREAKPOINTS) if (width >= bp.minWidth) found = bp.name
  return found
}

/** True for mobile and tablet widths (under 1024). */
export function isMobileOrTabletWidth(width: number): boolean {
  const bp = viewportBreakpointFor(width)
  return bp === 'mobile' || bp === 'tablet'
}

/** The mobile menu closes on route change or when leaving mobile or tablet width (shell §2). */
export function shouldCloseMobileMenu(event: { routeChanged: boolean; width: number }): boolean {
  return event.routeChanged || !isMobileOrTabletWidth(event.width)
}

/** Responsive image widths (platform §9). */
export const RESPONSIVE_IMAGE_WIDTHS = [360, 521, 768, 1284, 1960] as const
/** Product thumbnail widths: 308, or 83 when small (platform §9). */
export const PRODUCT_THUMBNAIL_WIDTH = 308
export const PRODUCT_THUMBNAIL_SMALL_WIDTH = 83
/** Placeholder image size (platform §9). */
export const PLACEHOLDER_IMAGE_SIZE = { width: 250, height: 250 } as const
/** Snipe image sizes (platform §9). */
export const SNIPE_IMAGE_SIZES = {
  hotDeal: { width: 163, height: 44 },
  hundo: { width: 224, height: 44 },
} as const

export type ImageCrop = 'fill' | 'limit'

/**
 * An image-delivery URL (platform §9: auto format and quality, fill or limit cropping). The query
 * parameter names are ours: w, h, fm=auto, q=auto, fit.
 */
export function imageDeliveryUrl(src: string, options: { width: number; height?: number; crop?: ImageCrop }): string {
  const params = [`w=${options.width}`]
  if (options.height !== undefined) params.push(`h=${options.height}`)
  params.push('fm=auto', 'q=auto', `fit=${options.crop ?? 'limit'}`)
  return `${src}${src.includes('?') ? '&' : '?'}${params.join('&')}`
}

/** A srcset over the responsive widths: 'url 360w, url 521w, …' (platform §9). */
export function responsiveImageSrcset(
  src: string,
  urlFor: (src: string, width: number) => string = (s, width) => imageDeliveryUrl(s, { width }),
): string {
  return RESPONSIVE_IMAGE_WIDTHS.map((width) => `${urlFor(src, width)} ${width}w`).join(', ')
}

/** Product thumbnail width: 308, or 83 when small (platform §9). */
export function productThumbnailWidth(small: boolean): number {
  return small ? PRODUCT_THUMBNAIL_SMALL_WIDTH : PRODUCT_THUMBNAIL_WIDTH
}
