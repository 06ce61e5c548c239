import type { ReactNode } from "react";
import { PageLink } from "~/components/PageLink";
import { ClockIcon, ExternalIcon, PhoneIcon, PinIcon } from "~/components/icons";
import { href } from "~/paths";
import { formatPhone, phoneHref } from "~/utils/format";
import { yandexMapsHref } from "~/utils/geo";
import { dealerServices } from "./dealer-services";
import type { DealerCentreView } from "~/view-models/dealer-view";

/**
 * A dealer centre in a list: everything a visitor needs without the map (or without
 * JavaScript): address, hours, phone, brands, what it offers and a link into Yandex Maps.
 */
export function DealerCard({ centre, headingLevel = 3, children }: { centre: DealerCentreView; headingLevel?: 2 | 3 | 4; children?: ReactNode }) {
  const Heading = `h${headingLevel}` as const;
  const mapHref = yandexMapsHref(centre.sCoords);
  return (
    <article className="dealer-item" id={`dealer-${centre.sCode}`}>
      <Heading className="dealer-item__name">
        <PageLink to={href("contacts_detail", { code: centre.sCode })} orText>
          {centre.sName}
        </PageLink>
      </Heading>
      <ul className="dealer-item__facts">
        <li>
          <PinIcon size={18} />
          <span>{centre.sAddressForView}</span>
        </li>
        <li>
          <ClockIcon size={18} />
          <span>{centre.sWork}</span>
        </li>
        <li>
          <PhoneIcon size={18} />
          <a href={phoneHref(centre.sPhone)}>{formatPhone(centre.sPhone)}</a>
        </li>
      </ul>
      {/* What a page adds (the contacts page's messenger links), without this card importing it. */}
      {children}
      <DealerBrands centre={centre} />
      <DealerBadges centre={centre} />
      {mapHref ? (
        <a className="dealer-item__map-link" href={mapHref} target="_blank" rel="noopener noreferrer">
          Открыть на карте
          <ExternalIcon size={16} />
          <span className="visually-hidden"> (Яндекс Карты, в новой вкладке)</span>
        </a>
      ) : null}
    </article>
  );
}

export function DealerBrands({ centre }: { centre: DealerCentreView }) {
  if (!centre.arElements.length) return null;
  return (
    <ul className="dealer-brands" aria-label="Марки">
      {centre.arElements.map((element) => (
        <li key={element.sGuid} className="dealer-brands__item">
          <img src={element.sLogoGrey} alt={element.sBrandName} width={75} height={30} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}

export function DealerBadges({ centre }: { centre: DealerCentreView }) {
  const services = dealerServices(centre);
  return (
    <ul className="dealer-badges" aria-label="Услуги">
      {services.map((service) => (
        <li key={service.code} className={`dealer-badge dealer-badge--${service.code}`}>
          {service.name}
        </li>
      ))}
    </ul>
  );
}
