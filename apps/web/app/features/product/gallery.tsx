import { COMMERCE_PRODUCT_THUMBNAIL_WIDTH, productThumbnailWidth } from '@ironhouse/domain'
import { useState } from 'react'
import type { Product } from '@ironhouse/contracts'
import { imageUrl, PLACEHOLDER_IMAGE, ResponsiveImage } from '../../ui/image.tsx'

/** Product thumbnail width (commerce §9: 800). */
const THUMBNAIL_WIDTH = COMMERCE_PRODUCT_THUMBNAIL_WIDTH
const THUMB_BUTTON_SIZE = 83
/** Thumbnail buttons load at the small thumbnail width (83), the regular one (308) on dense screens (platform §9). */
const THUMB_SMALL = productThumbnailWidth(true)
const THUMB_DENSE = productThumbnailWidth(false)
/** Thumbnails in the first row are in view with the main image: not lazy (a lazy image in view delays the paint). */
const EAGER_THUMBS = 5

type GalleryImage = { link: string; label: string; width: number; height: number }

export function galleryImagesOf(product: Pick<Product, 'gallery' | 'thumbnail' | 'name'>): Array<GalleryImage> {
  if (product.gallery.length > 0) return product.gallery
  return [{ link: product.thumbnail ?? PLACEHOLDER_IMAGE, label: product.name, width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH }]
}

/** Main image plus thumbnail buttons; a thumbnail button shows its image as the main one. */
export function Gallery({ product }: { product: Pick<Product, 'gallery' | 'thumbnail' | 'name'> }) {
  const images = galleryImagesOf(product)
  const [current, setCurrent] = useState(0)
  const main = images[current] ?? images[0]
  if (!main) return null
  return (
    <section className="gallery" aria-label="Product images">
      <div className="gallery__main">
        <ResponsiveImage
          src={main.link}
          alt={main.label || product.name}
          width={main.width}
          height={main.height}
          sizes="(min-width: 1024px) 50vw, 100vw"
          eager
        />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={`${image.link}-${i}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={i === current}
                aria-label={`Show image ${i + 1} of ${images.length}: ${image.label || product.name}`}
                onClick={() => setCurrent(i)}
              >
                <img
                  src={imageUrl(image.link, THUMB_SMALL)}
                  srcSet={`${imageUrl(image.link, THUMB_SMALL)} 1x, ${imageUrl(image.link, THUMB_DENSE)} 2x`}
                  alt=""
                  width={THUMB_BUTTON_SIZE}
                  height={THUMB_BUTTON_SIZE}
                  loading={i < EAGER_THUMBS ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
