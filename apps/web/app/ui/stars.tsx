import type { ProductRating } from '@ironhouse/domain'

const STARS = [1, 2, 3, 4, 5] as const

/** Five stars, the first `rating` drawn on (decoration: the caller gives the words). */
function StarGlyphs({ rating }: { rating: number }) {
  return STARS.map((n) => (
    <span key={n} className={n <= rating ? 'stars__on' : 'stars__off'}>
      ★
    </span>
  ))
}

/** A rating shown as stars, read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`${rating} out of 5 stars`}>
      <StarGlyphs rating={rating} />
    </span>
  )
}

/** "1 review", "32 reviews". */
const reviewsText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`

/**
 * A rating's words: the stars to the nearest whole one and `shown` for the eye, "Rated 4.6 out of 5,
 * 32 reviews" for a screen reader.
 */
function RatingWords({ rating, shown }: { rating: ProductRating; shown: string }) {
  return (
    <>
      <span aria-hidden="true">
        <span className="stars">
          <StarGlyphs rating={Math.round(rating.average)} />
        </span>{' '}
        {shown}
      </span>
      <span className="visually-hidden">
        Rated {rating.average} out of 5, {reviewsText(rating.count)}
      </span>
    </>
  )
}

/**
 * A product tile's rating (the server's productRating): stars to the nearest whole one, the average and
 * the count, "★★★★★ 4.6 (32)", read out as "Rated 4.6 out of 5, 32 reviews".
 */
export function TileRating({ rating }: { rating: ProductRating }) {
  return (
    <p className="tile__rating">
      <RatingWords rating={rating} shown={`${rating.average} (${rating.count})`} />
    </p>
  )
}

/**
 * The product page's rating under its title (the server's productRating): stars, the average and the
 * count as a link to the page's reviews, "★★★★★ 4.6 · 18 reviews", read out as "Rated 4.6 out of 5,
 * 18 reviews".
 */
export function RatingLink({ rating, href }: { rating: ProductRating; href: string }) {
  return (
    <p className="rating-link">
      <a href={href}>
        <RatingWords rating={rating} shown={`${rating.average} · ${reviewsText(rating.count)}`} />
      </a>
    </p>
  )
}
