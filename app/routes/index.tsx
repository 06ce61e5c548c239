import { ConsultationTrigger } from "~/components/forms/ConsultationTrigger";
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useRootData } from "~/utils/root-data";
import type { ReactNode } from "react";
import { ArrowRightIcon, BuildingIcon, CarIcon, ExchangeIcon, PhoneIcon, WrenchIcon } from "~/components/icons";
import { href, routeNameOf, type RouteName } from "~/paths";
import { CallBackSection } from "~/components/forms/CallBackSection";
import { PageLink } from "~/components/PageLink";
import { inCity } from "~/utils/city-choice";
import { enabledNavItems } from "~/utils/features";
import { formatPhone, phoneHref } from "~/utils/format";
import { pageMeta } from "~/utils/meta";

export { callBackAction as action } from "~/services/lead-forms.server";
export { pageHeaders as headers } from "~/utils/page-headers";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Главная");

/** What each main section offers, for the cards that lead there. */
const SECTIONS: Partial<Record<RouteName, { text: string; icon: ReactNode }>> = {
  catalog: { text: "Новые автомобили и автомобили с пробегом в наличии у дилера, с ценами и комплектациями.", icon: <CarIcon size={28} /> },
  trade_in: { text: "Оценим ваш автомобиль онлайн и зачтём его стоимость при покупке нового.", icon: <ExchangeIcon size={28} /> },
  service: { text: "Техническое обслуживание и ремонт в сертифицированных сервисных центрах.", icon: <WrenchIcon size={28} /> },
  company: { text: "Дилерские центры, новости, вакансии и тендеры группы компаний.", icon: <BuildingIcon size={28} /> },
};

export default function HomePage() {
  const root = useRootData();
  if (!root) return null;
  const { common, city } = root;
  // The navigation's sections, by the navigation's rule: a switched-off page has no card.
  const sections = enabledNavItems(common.mainNav, common.features)
    .filter((item) => !item.external)
    .map((item) => ({ item, name: routeNameOf(item.link) }))
    .filter((entry): entry is { item: (typeof entry)["item"]; name: RouteName } => !!entry.name && !!SECTIONS[entry.name]);

  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__content">
            <p className="hero__eyebrow">{common.company.name || common.meta.title}</p>
            <h1 className="hero__title">Автомобили в наличии {city ? inCity(city.name) : ""}</h1>
            <p className="hero__lead">{common.meta.description}</p>
            <div className="hero__actions">
              <PageLink to={href("catalog")} className="btn btn--light btn--large" prefetch="intent">
                Перейти в каталог
                <ArrowRightIcon size={20} />
              </PageLink>
              <PageLink to={href("trade_in")} className="btn btn--outline-light btn--large">
                Оценить свой автомобиль
              </PageLink>
            </div>
          </div>
          {city ? (
            <div className="hero__contact">
              <p className="hero__contact-label">Отдел продаж {inCity(city.name)}</p>
              <a className="hero__phone" href={phoneHref(city.phone)}>
                <PhoneIcon size={22} />
                {formatPhone(city.phone)}
              </a>
              <ConsultationTrigger className="hero__consult">{common.consultation.title}</ConsultationTrigger>
            </div>
          ) : null}
        </div>
      </section>

      {sections.length ? (
        <section className="home-section container" aria-labelledby="home-sections-title">
          <h2 id="home-sections-title" className="home-section__title">
            Чем мы можем помочь
          </h2>
          <ul className="section-cards">
            {sections.map(({ item, name }) => (
              <li key={name}>
                <Link to={item.link} className="card card--link section-card" prefetch="intent">
                  <span className="section-card__icon">{SECTIONS[name]!.icon}</span>
                  <span className="card__title">{item.name}</span>
                  <span className="card__text">{SECTIONS[name]!.text}</span>
                  <span className="card__more">
                    Подробнее <ArrowRightIcon size={16} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="home-section container" aria-labelledby="home-consultation-title">
        <div className="consult-banner">
          <div>
            <h2 id="home-consultation-title" className="consult-banner__title">
              {common.consultation.title}
            </h2>
            <p className="consult-banner__text">{common.consultation.description}</p>
          </div>
          <ConsultationTrigger className="btn btn--primary btn--large" />
        </div>
      </section>

      <CallBackSection className="home-section container" />
    </>
  );
}
