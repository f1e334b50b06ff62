import { describe, expect, it } from 'vitest'
import {
  PLACEHOLDER_IMAGE_SIZE,
  RESPONSIVE_IMAGE_WIDTHS,
  SNIPE_IMAGE_SIZES,
  imageDeliveryUrl,
  isMobileOrTabletWidth,
  productThumbnailWidth,
  responsiveImageSrcset,
  shouldCloseMobileMenu,
  viewportBreakpointFor,
} from './viewport.ts'

describe('platform §9 breakpoints', () => {
  it.each([
    [0, 'mobile'], [767, 'mobile'], [768, 'tablet'], [1023, 'tablet'], [1024, 'desktop'], [1365, 'desktop'],
    [1366, 'l-desktop'], [1919, 'l-desktop'], [1920, 'xl-desktop'], [3840, 'xl-desktop'],
  ] as const)('width %i is %s', (width, name) => {
    expect(viewportBreakpointFor(width)).toBe(name)
  })

  it('mobile or tablet means under 1024', () => {
    expect([767, 1023, 1024].map(isMobileOrTabletWidth)).toEqual([true, true, false])
  })

  it('shell §2: the mobile menu closes on route change or when leaving mobile or tablet width', () => {
    expect(shouldCloseMobileMenu({ routeChanged: true, width: 400 })).toBe(true)
    expect(shouldCloseMobileMenu({ routeChanged: false, width: 1024 })).toBe(true)
    expect(shouldCloseMobileMenu({ routeChanged: false, width: 1023 })).toBe(false)
  })
})

describe('platform §9 images', () => {
  it('responsive widths 360, 521, 768, 1284 and 1960 build the srcset', () => {
    expect(RESPONSIVE_IMAGE_WIDTHS).toEqual([360, 521, 768, 1284, 1960])
    expect(responsiveImageSrcset('/a.jpg', (s, w) => `${s}#${w}`))
      .toBe('/a.jpg#360 360w, /a.jpg#521 521w, /a.jpg#768 768w, /a.jpg#1284 1284w, /a.jpg#1960 1960w')
    expect(responsiveImageSrcset('/a.jpg').split(', ')[0]).toBe('/a.jpg?w=360&fm=auto&q=auto&fit=limit 360w')
  })

  it('image delivery uses auto format and quality with fill or limit cropping', () => {
    expect(imageDeliveryUrl('/a.jpg?v=2', { width: 250, height: 250, crop: 'fill' }))
      .toBe('/a.jpg?v=2&w=250&h=250&fm=auto&q=auto&fit=fill')
  })

  it('thumbnail 308 or 83 when small; placeholder 250×250; snipes 163×44 and 224×44', () => {
    expect([productThumbnailWidth(false), productThumbnailWidth(true)]).toEqual([308, 83])
    expect(PLACEHOLDER_IMAGE_SIZE).toEqual({ width: 250, height: 250 })
    expect(SNIPE_IMAGE_SIZES).toEqual({ hotDeal: { width: 163, height: 44 }, hundo: { width: 224, height: 44 } })
  })
})
