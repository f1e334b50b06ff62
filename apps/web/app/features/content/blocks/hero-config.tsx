import { responsiveImageSrcset } from '@ironhouse/domain'
import type { BlockProps } from '@ironhouse/contracts'
import { imageUrl, FALLBACK_WIDTH } from '../../../ui/image.tsx'

type HeroConfigProps = ReturnType<(typeof BlockProps)['HeroConfig']['parse']>

/** Below the tablet breakpoint (platform §9: 768 px) the mobile picture is shown, when there is one. */
const MOBILE_MEDIA = '(max-width: 767px)'

/**
 * HeroConfig block (platform §2): a hero whose look the editor sets. The picture is art-directed (a
 * `<picture>` whose mobile source the browser picks below 768 px, each with its own size, so neither
 * moves the page as it loads); from 768 px the text sits on a panel over the picture at the start,
 * centre or end, dark (white text on near-black) or light (near-black text on white), both well above
 * 4.5:1 whatever the picture; on a phone the panel follows the picture. As the page's first block it
 * carries the page's h1 and its picture loads first.
 */
export function HeroConfig({ props, className, pageH1 }: { props: HeroConfigProps; className?: string | undefined; pageH1: boolean }) {
  const Title = pageH1 ? 'h1' : 'h2'
  const { image, mobileImage } = props
  const classes = ['hero-config', `hero-config--${props.align}`, `hero-config--${props.theme}`, className].filter(Boolean).join(' ')
  return (
    <section className={classes}>
      <picture>
        {mobileImage ? (
          <source
            media={MOBILE_MEDIA}
            srcSet={responsiveImageSrcset(mobileImage.src)}
            sizes="100vw"
            width={mobileImage.width ?? 768}
            height={mobileImage.height ?? 960}
          />
        ) : null}
        <img
          className="hero-config__image"
          src={imageUrl(image.src, FALLBACK_WIDTH)}
          srcSet={responsiveImageSrcset(image.src)}
          sizes="100vw"
          alt={image.alt}
          width={image.width ?? 1960}
          height={image.height ?? 800}
          loading={pageH1 ? 'eager' : 'lazy'}
          fetchPriority={pageH1 ? 'high' : undefined}
          decoding="async"
        />
      </picture>
      <div className="hero-config__panel">
        <Title className="hero-config__title">{props.title}</Title>
        {props.subtitle ? <p className="hero-config__subtitle">{props.subtitle}</p> : null}
        {props.ctas.length > 0 ? (
          <p className="hero-config__ctas">
            {props.ctas.map((cta, i) => (
              <a key={cta.url} className={i === 0 ? 'button button--primary' : 'button'} href={cta.url}>
                {cta.label}
              </a>
            ))}
          </p>
        ) : null}
      </div>
    </section>
  )
}
