import { z } from "zod/v4";
import { PageLink } from "~/components/PageLink";
import { href } from "~/paths";
import { formatNumber, plural } from "~/utils/format";
import { defineSection, SERVER, serverOnly } from "./registry";
import { SectionShell } from "./SectionShell";

const count = SERVER ? z.number().int().nonnegative() : serverOnly;
const carsWord = (n: number) => plural(n, "автомобиль", "автомобиля", "автомобилей");

/** Cars in stock in the visitor's city (the API counts by sFiasId), new and used, each a link into the catalogue. */
export const countsSection = defineSection({
  feature: "catalog",
  schema: SERVER ? z.object({
    title: z.string(),
    total: count,
    new: count,
    used: count,
    city: z.object({ fiasId: z.string(), in: z.string() }).nullable().default(null),
  }) : serverOnly,
  Component: ({ id, content }) => {
    const city = content.city?.fiasId;
    const tiles = [
      { key: "total", label: "Всего в наличии", value: content.total, to: href("catalog", undefined, { city }) },
      { key: "new", label: "Новые", value: content.new, to: href("catalog", undefined, { condition: "new", city }) },
      { key: "used", label: "С пробегом", value: content.used, to: href("catalog", undefined, { condition: "used", city }) },
    ];
    return (
      <SectionShell id={id} title={content.city ? `${content.title} ${content.city.in}` : content.title}>
        <ul className="stock-counts">
          {tiles.map((tile) => (
            <li key={tile.key}>
              <PageLink to={tile.to} className="stock-count" data-count={tile.key}>
                <span className="stock-count__value">{formatNumber(tile.value)}</span>
                <span className="stock-count__label">
                  {tile.label}
                  <span className="visually-hidden"> {carsWord(tile.value)}</span>
                </span>
              </PageLink>
            </li>
          ))}
        </ul>
      </SectionShell>
    );
  },
});
