import { DealerCard } from "~/components/dealers/DealerCard";
import { DealerMap } from "~/components/dealers/DealerMap";
import type { DealerCentreView } from "~/view-models/dealer-view";
import { href } from "~/paths";
import { useRootData } from "~/utils/root-data";
import type { SectionProps } from "./registry";
import { SectionShell } from "./SectionShell";

export type MapContent = { title: string; items: (DealerCentreView & { sCityFiasId: string })[] };

/**
 * The showrooms: every centre on the map, and beside it the list of the visitor's city (the
 * whole list is on the contacts page). Without JavaScript the list is the section.
 */
export function MapSection({ id, content }: SectionProps<MapContent>) {
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
}
