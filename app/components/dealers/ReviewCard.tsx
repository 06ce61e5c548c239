import { PageLink } from "~/components/PageLink";
import { href } from "~/paths";
import type { Review } from "~/dealer-client/dealer-centers-endpoints";
import { formatDay } from "~/utils/format";
import { Rating } from "./Rating";

/** One review: who, when, how many stars, what they wrote, the dealer's answer if any. */
export function ReviewCard({ review, showDealer = false }: { review: Review; showDealer?: boolean }) {
  return (
    <article className="review-card">
      <header className="review-card__head">
        <p className="review-card__author">{review.author}</p>
        <Rating value={review.rating} size={16} />
        <time className="review-card__date" dateTime={review.date}>
          {formatDay(review.date)}
        </time>
      </header>
      <p className="review-card__text">{review.text}</p>
      {review.answer ? (
        <div className="review-card__answer">
          <p className="review-card__answer-title">Ответ дилерского центра</p>
          <p>{review.answer.text}</p>
        </div>
      ) : null}
      {showDealer ? (
        <p className="review-card__dealer">
          <PageLink to={href("contacts_detail", { code: review.dealer.sCode })} orText>
            {review.dealer.sName}
          </PageLink>
          , {review.dealer.sCityName}
        </p>
      ) : null}
    </article>
  );
}
