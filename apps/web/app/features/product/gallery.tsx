import { useState } from 'react'
import type { Product } from '@ironhouse/contracts'
import { imageUrl, PLACEHOLDER_IMAGE, ResponsiveImage } from '../../ui/image.tsx'

/** Product thumbnail width (commerce §9). */
const THUMBNAIL_WIDTH = 800
const THUMB_BUTTON_SIZE = 83

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
                  src={imageUrl(image.link, THUMBNAIL_WIDTH)}
                  alt=""
                  width={THUMB_BUTTON_SIZE}
                  height={THUMB_BUTTON_SIZE}
                  loading="lazy"
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
