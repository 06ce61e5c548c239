import { StarIcon } from "~/components/icons";
import { formatRating } from "~/utils/format";

/** Five stars, filled to the rating (rounded to a half), read out as «Оценка 4,6 из 5». */
export function Rating({ value, size = 18 }: { value: number; size?: number }) {
  const halves = Math.round(value * 2);
  return (
    <span className="rating" role="img" aria-label={`Оценка ${formatRating(value)} из 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          size={size}
          className={halves >= star * 2 ? "rating__star rating__star--full" : halves === star * 2 - 1 ? "rating__star rating__star--half" : "rating__star"}
        />
      ))}
    </span>
  );
}
