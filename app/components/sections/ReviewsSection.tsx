import { z } from "zod/v4";
import { ReviewCard } from "~/components/dealers/ReviewCard";
import { href } from "~/paths";
import type { Review } from "~/dealer-client/dealer-centers-endpoints";
import { defineSection, SERVER, serverOnly } from "./registry";
import { SectionShell } from "./SectionShell";

/** Reviews shown on a page: at most 6 (docs/product.md §7). */
export const REVIEWS_SHOWN = 6;

/** The latest reviews of the dealer centres, each naming (and linking to) its centre. */
export const reviewsSection = defineSection({
  schema: SERVER ? z.object({
    title: z.string(),
    reviewsList: z
      .array(z.custom<Review>())
      .min(1)
      .transform((reviews) => reviews.slice(0, REVIEWS_SHOWN)),
  }) : serverOnly,
  Component: ({ id, content }) => (
    <SectionShell id={id} title={content.title} more={{ to: href("contacts"), text: "Все дилерские центры" }}>
      <ul className="review-grid">
        {content.reviewsList.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} showDealer />
          </li>
        ))}
      </ul>
    </SectionShell>
  ),
});
