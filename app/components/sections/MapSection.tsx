import { z } from "zod/v4";
import { DealerCard } from "~/components/dealers/DealerCard";
import { DealerMap } from "~/components/dealers/DealerMap";
import { dealerCentreView } from "~/components/dealers/dealer-view";
import { href } from "~/paths";
import type { MapDealerCentre } from "~/dealer-client/dealer-centers-endpoints";
import { useRootData } from "~/utils/root-data";
import { defineSection, SERVER, serverOnly } from "./registry";
import { SectionShell } from "./SectionShell";

/**
 * The showrooms: every centre on the map, and beside it the list of the visitor's city (the
 * whole list is on the contacts page). Without JavaScript the list is the section.
 */
export const mapSection = defineSection({
  schema: SERVER
    ? z.object({
        title: z.string(),
        // What the cards and the map render, and the city to pick the list by (dealer-view.ts).
        items: z
          .array(z.custom<MapDealerCentre>())
          .min(1)
          .transform((items) => items.map((centre) => ({ ...dealerCentreView(centre), sCityFiasId: centre.sCityFiasId }))),
      })
    : serverOnly,
  Component: function MapSection({ id, content }) {
    const city = useRootData()?.city;
    const local = content.items.filter((c) => c.sCityFiasId === city?.fiasId);
    const listed = local.length ? local : content.items.filter((c) => c.sCityFiasId === content.items[0]!.sCityFiasId);
    return (
      <SectionShell id={id} title={content.title} more={{ to: href("contacts"), text: "Все адреса и телефоны" }}>
        <div className="dealer-layout">
          <DealerMap points={content.items} />
          <ul className="dealer-list">
            {listed.map((centre) => (
              <li key={centre.sCode}>
                <DealerCard centre={centre} />
              </li>
            ))}
          </ul>
        </div>
      </SectionShell>
    );
  },
});
