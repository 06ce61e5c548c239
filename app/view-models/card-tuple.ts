import type { CardView } from "./card-view";

/*
 * A list page's cards as its loader sends them (docs/decisions/079-short-photo-addresses-and-card-tuples.md).
 * Remix inlines a page's loader data for hydration as a flat turbo-stream in which every object
 * field costs a reference to its key («\"_329\":330,», about 12 bytes escaped in the HTML)
 * beside its value, and a card had 16 of them: 4.3 KB of a 24-card page's 9 KB of cards. In
 * an array a value costs its index alone. The component side gets `CardView`s back, the same
 * ones the server rendered from, so both renders agree (no hydration mismatch).
 */

/** The rare parts of a card: left out of the tuple unless one of them is there. */
type RareParts = Pick<CardView, "oldPrice" | "reserved" | "notForSale" | "mileageDoubtful" | "promotion">;

export type CardTuple = [
  id: number,
  name: string,
  href: string,
  price: number,
  condition: CardView["condition"],
  specs: string[],
  city: string,
  dealer: string,
  photoSrc: string,
  /** The photo's text; «, вид сбоку» when it starts with the car's name, which is then left out (one string for every card). */
  photoAlt: string,
  photoWidth: number,
  photoHeight: number,
  rating: CardView["rating"],
  delivery: CardView["delivery"],
  rare?: RareParts,
];

export function toCardTuple(card: CardView): CardTuple {
  const { photo } = card;
  const named = `${card.name}, `;
  const alt = photo.alt.startsWith(named) ? photo.alt.slice(card.name.length) : photo.alt;
  const tuple: CardTuple = [
    card.id,
    card.name,
    card.href,
    card.price,
    card.condition,
    card.specs,
    card.city,
    card.dealer,
    photo.src,
    alt,
    photo.width,
    photo.height,
    card.rating,
    card.delivery,
  ];
  const rare = rareParts(card);
  if (rare) tuple.push(rare);
  return tuple;
}

function rareParts({ oldPrice, reserved, notForSale, mileageDoubtful, promotion }: CardView): RareParts | undefined {
  const parts: RareParts = {
    ...(oldPrice === undefined ? {} : { oldPrice }),
    ...(reserved === undefined ? {} : { reserved }),
    ...(notForSale ? { notForSale } : {}),
    ...(mileageDoubtful ? { mileageDoubtful } : {}),
    ...(promotion === undefined ? {} : { promotion }),
  };
  return Object.keys(parts).length ? parts : undefined;
}

export function fromCardTuple([id, name, href, price, condition, specs, city, dealer, src, alt, width, height, rating, delivery, rare]: CardTuple): CardView {
  return {
    id,
    name,
    href,
    price,
    condition,
    specs,
    city,
    dealer,
    photo: { src, alt: alt.startsWith(", ") ? name + alt : alt, width, height },
    // Left undefined rather than out: the card reads them the same, and the first load is a few bytes lighter.
    rating,
    delivery,
    ...rare,
  };
}
