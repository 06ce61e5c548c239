import { CarCard } from "~/components/catalog/CarCard";
import { CarGrid } from "~/components/catalog/CarGrid";
import { ListToggleForm } from "~/components/catalog/ListToggle";
import { RecommendationNote } from "~/components/legal/RecommendationNote";
import type { CardView } from "~/view-models/card-view";

/**
 * «Похожие автомобили» under a car: a recommendation by the visitor's city (149-ФЗ ст. 10.2-2,
 * ADR 068), so it says so under its heading. The car page places it out of its first load
 * (utils/in-place.tsx): the grid is at the page's end and holds no form being typed in.
 */
export function SimilarCars({ cars }: { cars: CardView[] }) {
  return (
    <section className="car-section" aria-labelledby="similar-title">
      <h2 id="similar-title">Похожие автомобили</h2>
      <RecommendationNote basis="вашего города и этого автомобиля" />
      <ListToggleForm id="similar-lists">
        <CarGrid>
          {cars.map((similar) => (
            <li key={similar.id}>
              <CarCard car={similar} headingLevel={3} />
            </li>
          ))}
        </CarGrid>
      </ListToggleForm>
    </section>
  );
}
