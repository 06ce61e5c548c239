import { type CardTuple, fromCardTuple } from "~/view-models/card-tuple";
import { CarCard } from "./CarCard";
import { CarGrid } from "./CarGrid";
import { ListToggleForm } from "./ListToggle";

/** Cards in the first row load at once; the rest when scrolled near. */
const EAGER_CARDS = 3;

/**
 * A list page's cards, rendered: by the server for every document, and by the browser once a
 * revalidation or navigation brought them (before that, the page keeps the server's markup,
 * `KeptGrid`, ADR 082). Out of the list pages' first load for the same reason.
 */
export function CatalogCards({ cards, creditNotes }: { cards: CardTuple[]; creditNotes: string }) {
  return (
    <ListToggleForm id="catalog-lists">
      <CarGrid>
        {/* 24 small tuples: cheaper to turn back on each render than a memo. */}
        {cards.map(fromCardTuple).map((car, index) => (
          <li key={car.id}>
            <CarCard car={car} eager={index < EAGER_CARDS} creditNotes={creditNotes} />
          </li>
        ))}
      </CarGrid>
    </ListToggleForm>
  );
}
