import { SEARCH_PRODUCT_PLACEHOLDER_IMAGE, imageDeliveryUrl, responsiveImageSrcset } from '@ironhouse/domain'

/** Placeholder when a product has no image (platform §3). */
export const PLACEHOLDER_IMAGE = SEARCH_PRODUCT_PLACEHOLDER_IMAGE

/** The width the `src` of a responsive image asks for (browsers without srcset, crawlers). */
export const FALLBACK_WIDTH = 768

/** The image URL at a width (platform §9 image delivery). */
export function imageUrl(src: string, width: number): string {
  return imageDeliveryUrl(src, { width })
}

type ImageProps = {
  src: string
  alt: string
  width: number
  height: number
  /** The `sizes` attribute; with it the image gets a srcset over the responsive widths (platform §9). */
  sizes?: string
  eager?: boolean
  className?: string
  /** The widths of the srcset (platform §9 responsive widths by default) and the width `src` asks for. */
  widths?: ReadonlyArray<number>
  fallbackWidth?: number
}

/** An image with intrinsic size (no layout shift), lazy by default, responsive when `sizes` is given. */
export function ResponsiveImage({ src, alt, width, height, sizes, eager = false, className, widths, fallbackWidth = FALLBACK_WIDTH }: ImageProps) {
  const srcSet = widths ? widths.map((w) => `${imageUrl(src, w)} ${w}w`).join(', ') : responsiveImageSrcset(src)
  return (
    <img
      src={sizes ? imageUrl(src, fallbackWidth) : src}
      srcSet={sizes ? srcSet : undefined}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
