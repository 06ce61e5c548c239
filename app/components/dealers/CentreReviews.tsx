import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import type { Review } from "~/dealer-client/dealer-centers-endpoints";
import { formatRating, plural } from "~/utils/format";
import { reviewAnchor } from "~/utils/reviews-page";
import { Rating } from "./Rating";
import { ReviewCard } from "./ReviewCard";

/**
 * A centre's «Отзывы»: the average over all of them, the newest shown, and «Показать ещё»
 * while there are more. «Показать ещё» is a plain link to the same page with one more page of
 * reviews, landing at the first new one (its fragment): without JavaScript the browser goes
 * there; with it the router loads the list in place and scrolls there, and focus follows so a
 * keyboard carries on reading where the new reviews start.
 */
export function CentreReviews({
  reviews,
  moreHref,
}: {
  reviews: { reviewsList: Review[]; average: number; count: number };
  /** The address that shows one more page, with its fragment; none when all are shown. */
  moreHref: string | null;
}) {
  const { hash } = useLocation();
  const shown = reviews.reviewsList.length;
  useEffect(() => {
    const target = hash.startsWith("#review-") ? document.getElementById(hash.slice(1)) : null;
    target?.focus({ preventScroll: true });
  }, [hash, shown]);

  return (
    <section className="dealer-reviews" aria-labelledby="reviews-title">
      <div className="page-section__head">
        <h2 id="reviews-title" className="page-section__title">
          Отзывы
        </h2>
        {reviews.count ? (
          <p className="dealer-reviews__summary">
            <Rating value={reviews.average} />
            <span>
              <strong>{formatRating(reviews.average)}</strong> из 5 · {reviews.count} {plural(reviews.count, "отзыв", "отзыва", "отзывов")}
            </span>
          </p>
        ) : null}
      </div>
      {shown ? (
        <ul className="review-grid">
          {reviews.reviewsList.map((review, index) => (
            <li key={review.id} id={reviewAnchor(index + 1)} tabIndex={-1}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="dealer-reviews__empty">Отзывов пока нет.</p>
      )}
      {moreHref && shown ? (
        <div className="dealer-reviews__more">
          <Link to={moreHref} className="btn btn--secondary">
            Показать ещё
          </Link>
          <p className="dealer-reviews__shown">
            {shown} из {reviews.count}
          </p>
        </div>
      ) : null}
    </section>
  );
}
