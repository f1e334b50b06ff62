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

/**
 * A product tile's rating (the server's productRating): stars to the nearest whole one, the average and
 * the count, "★★★★★ 4.6 (32)", read out as "Rated 4.6 out of 5, 32 reviews".
 */
export function TileRating({ rating }: { rating: ProductRating }) {
  const reviews = `${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`
  return (
    <p className="tile__rating">
      <span aria-hidden="true">
        <span className="stars">
          <StarGlyphs rating={Math.round(rating.average)} />
        </span>{' '}
        {rating.average} ({rating.count})
      </span>
      <span className="visually-hidden">
        Rated {rating.average} out of 5, {reviews}
      </span>
    </p>
  )
}

/**
 * The product page's rating under its title (the server's productRating): stars, the average and the
 * count as a link to the page's reviews, "★★★★★ 4.6 · 18 reviews", read out as "Rated 4.6 out of 5,
 * 18 reviews".
 */
export function RatingLink({ rating, href }: { rating: ProductRating; href: string }) {
  const reviews = `${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`
  return (
    <p className="rating-link">
      <a href={href}>
        <span aria-hidden="true">
          <span className="stars">
            <StarGlyphs rating={Math.round(rating.average)} />
          </span>{' '}
          {rating.average} · {reviews}
        </span>
        <span className="visually-hidden">
          Rated {rating.average} out of 5, {reviews}
        </span>
      </a>
    </p>
  )
}
