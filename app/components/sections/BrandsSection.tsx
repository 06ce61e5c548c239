import { z } from "zod/v4";
import { PageLink } from "~/components/PageLink";
import { href } from "~/paths";
import type { PortfolioBrand } from "~/dealer-client/home-endpoints";
import { formatPrice, plural } from "~/utils/format";
import { defineSection, SERVER, serverOnly } from "./registry";
import { SectionShell } from "./SectionShell";

/** Models shown under a brand; the rest are one click away in the catalogue. */
const MODELS_SHOWN = 4;
/** Brands with a tile of their own (the most stocked); the others are a line of links. */
const BRANDS_SHOWN = 8;

/** Brands in stock with their most stocked models, each a link to its brand or model page. */
export const brandsSection = defineSection({
  feature: "catalog",
  schema: SERVER ? z.object({
    title: z.string(),
    items: z
      .array(z.custom<PortfolioBrand>())
      .min(1)
      .transform((brands) =>
        [...brands].sort((x, y) => y.count - x.count).map((b) => ({
          code: b.code,
          name: b.name,
          count: b.count,
          priceFrom: b.priceFrom,
          models: [...b.models].sort((x, y) => y.count - x.count).slice(0, MODELS_SHOWN).map((m) => ({ code: m.code, name: m.name, count: m.count })),
          moreModels: Math.max(0, b.models.length - MODELS_SHOWN),
        })),
      ),
  }) : serverOnly,
  Component: ({ id, content }) => (
    <SectionShell id={id} title={content.title} more={{ to: href("catalog"), text: "Весь каталог" }}>
      <ul className="brand-grid">
        {content.items.slice(0, BRANDS_SHOWN).map((brand) => (
          <li key={brand.code} className="brand-tile">
            <h3 className="brand-tile__name">
              <PageLink to={href("cars_brand", { brand: brand.code })} className="brand-tile__link">
                {brand.name}
              </PageLink>
            </h3>
            <p className="brand-tile__price">
              {brand.count} авто · от {formatPrice(brand.priceFrom)}
            </p>
            <ul className="brand-tile__models">
              {brand.models.map((model) => (
                <li key={model.code}>
                  <PageLink to={href("cars_model", { brand: brand.code, model: model.code })}>
                    {model.name} <span className="brand-tile__model-count">{model.count}</span>
                  </PageLink>
                </li>
              ))}
              {brand.moreModels ? (
                <li>
                  <PageLink to={href("cars_brand", { brand: brand.code })}>
                    ещё {brand.moreModels}
                    <span className="visually-hidden">{` ${plural(brand.moreModels, "модель", "модели", "моделей")} ${brand.name}`}</span>
                  </PageLink>
                </li>
              ) : null}
            </ul>
          </li>
        ))}
      </ul>
      {content.items.length > BRANDS_SHOWN ? (
        <div className="brand-more">
          <h3 className="brand-more__title">Другие марки</h3>
          <ul className="brand-more__list">
            {content.items.slice(BRANDS_SHOWN).map((brand) => (
              <li key={brand.code}>
                <PageLink to={href("cars_brand", { brand: brand.code })}>
                  {brand.name} <span className="brand-tile__model-count">{brand.count}</span>
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </SectionShell>
  ),
});
