import { PRICE_RATING_NAMES, type PriceRating, priceExplanation, priceRating } from "~/utils/price-badge";
import { formatPrice } from "~/utils/format";

/** The market price of a used car, as the dealer API's getMarketPrices gives it. */
export type MarketPriceView = { marketPrice: number; marketMin: number; marketMax: number };

/**
 * «Отличная цена», «Хорошая цена» or «Выше рынка» of a used car; nothing without a rating
 * (a new car, or no market price). A list works the rating out on the server into its card
 * views, so its page carries three words instead of the market prices (ADR 028).
 */
export function PriceBadge({ rating }: { rating: PriceRating | undefined }) {
  if (!rating) return null;
  return <span className={`price-badge price-badge--${rating}`}>{PRICE_RATING_NAMES[rating]}</span>;
}

/** The car page's version: the badge, the market price with its range, and why. */
export function MarketPriceNote({ car, market }: { car: { name: string; year: number; price: number }; market: MarketPriceView | undefined }) {
  if (!market) return null;
  return (
    <div className="price-market">
      <p>
        <PriceBadge rating={priceRating(car.price, market.marketPrice)} />
      </p>
      <p>
        Рыночная цена: <span className="price-market__value">{formatPrice(market.marketPrice)}</span> (от{" "}
        <span className="price-market__value">{formatPrice(market.marketMin)}</span> до{" "}
        <span className="price-market__value">{formatPrice(market.marketMax)}</span>)
      </p>
      <p>{priceExplanation(car.price, market.marketPrice, car)}</p>
    </div>
  );
}
