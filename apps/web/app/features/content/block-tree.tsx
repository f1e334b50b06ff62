import { useId } from 'react'
import type { BlockProps, CmsBlock } from '@ironhouse/contracts'
import { formatEventDates } from '../events/event-view.tsx'
import { ResponsiveImage } from '../../ui/image.tsx'
import { ProductGrid, ProductTile } from '../../ui/product-tile.tsx'
import { Carousel } from '../../ui/carousel.tsx'
import { Tabs } from '../../ui/tabs.tsx'
import { productTabKey } from './product-tabs-data.ts'
import { useBlockData } from './block-data.tsx'
import { ZendeskForm } from './blocks/zendesk-form.tsx'
import { Recaptcha } from './blocks/robot-check.tsx'
import { ProductPageBlock } from './blocks/product-page-block.tsx'
import { HeroConfig } from './blocks/hero-config.tsx'
import { Swatches } from './blocks/swatches.tsx'
import { Competition } from './blocks/competition.tsx'
import { Leaderboard } from './blocks/leaderboard.tsx'

/** Block props as the server's validation left them (load-content.server.ts, validateBlockTree). */
type Props<TName extends keyof typeof BlockProps> = ReturnType<(typeof BlockProps)[TName]['parse']>

function classNames(...names: Array<string | undefined>): string {
  return names.filter(Boolean).join(' ')
}

type BlockViewProps<TName extends keyof typeof BlockProps> = {
  props: Props<TName>
  block: CmsBlock
  /** The block is the page's first and so carries its one h1. */
  pageH1: boolean
}

function Hero({ props, block, pageH1 }: BlockViewProps<'Hero'>) {
  const Title = pageH1 ? 'h1' : 'h2'
  const { image } = props
  const picture = (
    <ResponsiveImage
      src={image.src}
      alt={image.alt}
      width={image.width ?? 1960}
      height={image.height ?? 800}
      sizes="100vw"
      eager
      className="hero__image"
    />
  )
  return (
    <section className={classNames('hero', block.class)}>
      {image.link ? (
        <a href={image.link} aria-label={image.ariaLabel}>
          {picture}
        </a>
      ) : (
        picture
      )}
      <div className="hero__text">
        <Title className="hero__title">{props.title}</Title>
        {props.subtitle ? <p className="hero__subtitle">{props.subtitle}</p> : null}
        {props.cta ? (
          <a className="button button--primary" href={props.cta.url}>
            {props.cta.label}
          </a>
        ) : null}
      </div>
    </section>
  )
}

/** h1–h3 by level; a level-1 heading is the page's h1 only as its first block, else h2 (one h1 per page). */
function Heading({ props, block, pageH1 }: BlockViewProps<'Heading'>) {
  const level = props.level === 1 && !pageH1 ? 2 : props.level
  const Tag = (['h1', 'h2', 'h3'] as const)[level - 1] ?? 'h2'
  return <Tag className={classNames('cms-heading', block.class)}>{props.text}</Tag>
}

function ColumnLayout({ props, block }: BlockViewProps<'ColumnLayout'>) {
  const columns = Array.from({ length: props.columns }, (_, i) => block.slots?.[`column-${i + 1}`] ?? [])
  return (
    <div className={classNames('columns', `columns--${props.columns}`, block.class)}>
      {columns.map((slot, i) => (
        <div key={i} className="columns__column">
          <BlockTree blocks={slot} />
        </div>
      ))}
    </div>
  )
}

function ProductTabs({ props, block }: BlockViewProps<'ProductTabs'>) {
  const { products, pricing, prefix } = useBlockData()
  if (!pricing || props.tabs.length === 0) return null
  const tabs = props.tabs.map((tab) => ({
    title: tab.title,
    content: (
      <>
        <h2 className="visually-hidden">{tab.title}</h2>
        <ProductGrid products={products[productTabKey(tab)] ?? []} pricing={pricing} prefix={prefix} />
      </>
    ),
  }))
  return (
    <section className={classNames('product-tabs', block.class)}>
      <Tabs tabs={tabs} label="Products" />
    </section>
  )
}

/** CMSTabs: tabs whose panels are block trees (slot `tab-n` for the n-th tab); an empty tab is left out. */
function CmsTabs({ props, block }: BlockViewProps<'CMSTabs'>) {
  const tabs = props.tabs.flatMap((tab, i) => {
    const blocks = block.slots?.[`tab-${i + 1}`] ?? []
    return blocks.length > 0 ? [{ title: tab.title, content: <BlockTree blocks={blocks} /> }] : []
  })
  if (tabs.length === 0) return null
  return (
    <section className={classNames('cms-tabs', block.class)}>
      <Tabs tabs={tabs} label={props.label} />
    </section>
  )
}

/** A gallery image's width: a third of the page from desktop width, else half (styles/pages.css .cms-gallery__grid). */
const GALLERY_SIZES = '(min-width: 1024px) 33vw, 50vw'

/** Gallery: images in a grid, each a figure with its caption; an image with a link opens it. */
function Gallery({ props, block }: BlockViewProps<'Gallery'>) {
  const headingId = useId()
  return (
    <section className={classNames('cms-gallery', block.class)} {...(props.title ? { 'aria-labelledby': headingId } : {})}>
      {props.title ? <h2 id={headingId}>{props.title}</h2> : null}
      <ul className="cms-gallery__grid">
        {props.images.map((image, i) => {
          const picture = <ResponsiveImage src={image.src} alt={image.alt} width={image.width ?? 768} height={image.height ?? 768} sizes={GALLERY_SIZES} />
          return (
            <li key={i}>
              <figure className="cms-gallery__figure">
                {image.link ? (
                  <a href={image.link} aria-label={image.ariaLabel}>
                    {picture}
                  </a>
                ) : (
                  picture
                )}
                {image.caption ? <figcaption>{image.caption}</figcaption> : null}
              </figure>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** EventsList: the store's events, the latest first, each with its dates, place and whether it takes registrations. */
function EventsList({ props, block }: BlockViewProps<'EventsList'>) {
  const { events = [], prefix } = useBlockData()
  const headingId = useId()
  const shown = events.slice(0, props.limit)
  if (shown.length === 0) return null
  return (
    <section className={classNames('cms-events', block.class)} aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      <ul className="cms-events__list">
        {shown.map((event) => (
          <li key={event._id} className="cms-events__event">
            <h3>
              <a href={`${prefix}/events/${event.slug}/${event.year}`}>{event.name}</a>
            </h3>
            <p>
              <time dateTime={event.startsOn}>{formatEventDates(event.startsOn, event.endsOn)}</time> · {event.location}
            </p>
            <p className={event.registrationOpen ? 'cms-events__open' : 'cms-events__closed'}>{event.registrationOpen ? 'Registration open' : 'Registration closed'}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** InfiniteCarousel: a titled row of products that scrolls sideways and wraps around at either end. */
function InfiniteCarousel({ props, block }: BlockViewProps<'InfiniteCarousel'>) {
  const { products, pricing, prefix } = useBlockData()
  const headingId = useId()
  const listed = products[productTabKey(props)] ?? []
  if (!pricing || listed.length === 0) return null
  return (
    <section className={classNames('cms-carousel', block.class)} aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      <Carousel label={props.title} loop>
        {listed.map((product) => (
          <li key={product.productId}>
            <ProductTile product={product} pricing={pricing} prefix={prefix} />
          </li>
        ))}
      </Carousel>
    </section>
  )
}

/** GearSpecs: a product's specifications, one property a row (th scope row). */
function GearSpecs({ props, block }: BlockViewProps<'GearSpecs'>) {
  return (
    <table className={classNames('gear-specs', block.class)}>
      <caption>{props.title}</caption>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * GearSpecsWide: products side by side. On a narrow screen the table scrolls sideways inside a focusable,
 * named region (keyboard users can scroll it too); the first column stays readable.
 */
function GearSpecsWide({ props, block }: BlockViewProps<'GearSpecsWide'>) {
  return (
    <div className={classNames('gear-specs-wide', block.class)} role="region" aria-label={props.title} tabIndex={0}>
      <table className="gear-specs gear-specs--wide">
        <caption>{props.title}</caption>
        <thead>
          <tr>
            <td />
            {props.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, i) => (
                <td key={i}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Container({ block, bordered }: { block: CmsBlock; bordered: boolean }) {
  return (
    <div className={classNames('cms-block', bordered ? 'cms-block--bordered' : undefined, block.class)}>
      <BlockTree blocks={block.slots?.default ?? []} />
    </div>
  )
}

/**
 * One block. The tree was validated on the server (validateBlockTree in load-content.server.ts: an
 * invalid block is dropped there with a warning), so props are read as their schema's output and the
 * browser never loads the schemas. An unknown name renders nothing (platform §8).
 */
function BlockView({ block, pageH1 }: { block: CmsBlock; pageH1: boolean }) {
  const props = block.props ?? {}
  switch (block.name) {
    case 'html':
      // editor HTML from the content system (trusted)
      return block.value ? <div className={classNames('cms-html', block.class)} dangerouslySetInnerHTML={{ __html: block.value }} /> : null
    case 'Hero':
      return <Hero props={props as Props<'Hero'>} block={block} pageH1={pageH1} />
    case 'HeroConfig':
      return <HeroConfig props={props as Props<'HeroConfig'>} className={block.class} pageH1={pageH1} />
    case 'Heading':
      return <Heading props={props as Props<'Heading'>} block={block} pageH1={pageH1} />
    case 'ColumnLayout':
      return <ColumnLayout props={props as Props<'ColumnLayout'>} block={block} pageH1={false} />
    case 'RichContent':
      return (
        <div
          className={classNames('rich-content', block.class)}
          // editor HTML from the content system (trusted)
          dangerouslySetInnerHTML={{ __html: (props as Props<'RichContent'>).html }}
        />
      )
    case 'ProductTabs':
      return <ProductTabs props={props as Props<'ProductTabs'>} block={block} pageH1={false} />
    case 'CMSTabs':
      return <CmsTabs props={props as Props<'CMSTabs'>} block={block} pageH1={false} />
    case 'Gallery':
      return <Gallery props={props as Props<'Gallery'>} block={block} pageH1={false} />
    case 'EventsList':
      return <EventsList props={props as Props<'EventsList'>} block={block} pageH1={false} />
    case 'Competition':
      return <Competition {...(props as Props<'Competition'>)} className={block.class} />
    case 'Leaderboard':
      return <Leaderboard {...(props as Props<'Leaderboard'>)} className={block.class} />
    case 'InfiniteCarousel':
      return <InfiniteCarousel props={props as Props<'InfiniteCarousel'>} block={block} pageH1={false} />
    case 'ProductPage':
      return <ProductPageBlock productId={(props as Props<'ProductPage'>).productId} className={block.class} />
    case 'Swatches':
      return <Swatches productId={(props as Props<'Swatches'>).productId} title={(props as Props<'Swatches'>).title} className={block.class} />
    case 'ZendeskForm':
      return <ZendeskForm {...(props as Props<'ZendeskForm'>)} className={block.class} />
    case 'Recaptcha':
      return <Recaptcha action={(props as Props<'Recaptcha'>).action} className={block.class} />
    case 'GearSpecs':
      return <GearSpecs props={props as Props<'GearSpecs'>} block={block} pageH1={false} />
    case 'GearSpecsWide':
      return <GearSpecsWide props={props as Props<'GearSpecsWide'>} block={block} pageH1={false} />
    case 'Block':
      return <Container block={block} bordered={false} />
    case 'BorderedBlock':
      return <Container block={block} bordered />
    default:
      return null
  }
}

/** True when the first block of a page gives its h1 (a Hero or a HeroConfig, or a level-1 Heading). */
export function firstBlockIsPageH1(blocks: ReadonlyArray<CmsBlock>): boolean {
  const first = blocks[0]
  return first?.name === 'Hero' || first?.name === 'HeroConfig' || (first?.name === 'Heading' && first.props?.level === 1)
}

/**
 * Renders a CMS block tree (platform §2: content pages are built from block trees). With `page`, the
 * tree is a page's top level and its first block may carry the page's h1.
 */
export function BlockTree({ blocks, page = false }: { blocks: ReadonlyArray<CmsBlock>; page?: boolean }) {
  const h1First = page && firstBlockIsPageH1(blocks)
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} pageH1={h1First && i === 0} />
      ))}
    </>
  )
}
