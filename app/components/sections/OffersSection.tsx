import { z } from "zod/v4";
import { CarGrid } from "~/components/catalog/CarGrid";
import { CarCard } from "~/components/catalog/CarCard";
import { ListToggleForm } from "~/components/catalog/ListToggle";
import { toCardView } from "~/view-models/card-view";
import { href } from "~/paths";
import type { CarCard as ApiCarCard } from "~/dealer-client/catalog-endpoints";
import { defineSection, SERVER, serverOnly } from "./registry";
import { SectionShell } from "./SectionShell";
import { RecommendationNote } from "~/components/legal/RecommendationNote";

/** One row of cards on a wide screen; the catalogue has the rest. */
const OFFERS_SHOWN = 4;

/** Cars with a reduced price (the visitor's city first, as the API orders them), each linking to its car page. */
export const offersSection = defineSection({
  feature: "catalog",
  schema: SERVER ? z.object({
    title: z.string(),
    items: z
      .array(z.custom<ApiCarCard>())
      .min(1)
      .transform((cars) => cars.slice(0, OFFERS_SHOWN).map(toCardView)),
  }) : serverOnly,
  Component: function OffersSection({ id, content }) {
    return (
      <SectionShell id={id} title={content.title} more={{ to: href("catalog"), text: "Все автомобили" }}>
        {/* The visitor's city orders them: a recommendation (ADR 068). */}
        <RecommendationNote basis="вашего города" />
        <ListToggleForm id={`${id}-lists`}>
          <CarGrid>
            {content.items.map((car) => (
              <li key={car.id}>
                <CarCard car={car} headingLevel={3} />
              </li>
            ))}
          </CarGrid>
        </ListToggleForm>
      </SectionShell>
    );
  },
});
