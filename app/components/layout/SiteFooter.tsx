import type { ReactNode } from "react";
import type { RootData } from "~/utils/root-data";
import type { NavItem } from "~/dealer-client/endpoints";
import { ConsultationTrigger } from "~/components/forms/ConsultationTrigger";
import { enabledNavItems, isLinkEnabled } from "~/utils/features";
import { href } from "~/paths";
import { PageLink } from "../PageLink";
import { formatPhone, phoneHref } from "~/utils/format";
import { RichText } from "../RichText";
import { personalDataEmail } from "../legal/personal-data-email";
import { Logo } from "./Logo";
import { NavItemLink } from "./NavItemLink";

function withoutOuter(items: NavItem[]): NavItem[] {
  return items.filter((item) => !item.isOuter).map((item) => ({ ...item, items: withoutOuter(item.items) }));
}

/**
 * Logo, phone and the consultation trigger; the navigation without `isOuter` items; a slot
 * for the newsletter form (filled by the forms work); legal details, the operator of personal
 * data with its contact and the ways to withdraw a consent and to read the recommendations'
 * rules, and the dealer's note, whose HTML the root loader has already sanitised.
 */
export function SiteFooter({ root, newsletter }: { root: RootData; newsletter?: ReactNode }) {
  const { common, city } = root;
  const { company } = common;
  const phone = city?.phone || company.phone;
  const items = withoutOuter(enabledNavItems(common.mainNav, common.features));
  const leaves = items.filter((item) => item.items.length === 0);
  const parents = items.filter((item) => item.items.length > 0);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo brand={company.name || common.meta.title} inverted />
          {phone ? (
            <a className="site-footer__phone" href={phoneHref(phone)}>
              {formatPhone(phone)}
            </a>
          ) : null}
          {company.email ? (
            <a className="site-footer__email" href={`mailto:${company.email}`}>
              {company.email}
            </a>
          ) : null}
          {/* With JS, ConsultationModal turns every link to the consultation page into its trigger. */}
          <ConsultationTrigger className="btn btn--light site-footer__consultation" />
        </div>
        <nav className="site-footer__nav" aria-label="Разделы сайта">
          {/* Sections without sub-pages make one plain list; a section with sub-pages heads its own
              column. The nav's CSS styles its lists and links, so they carry no classes. */}
          <ul>
            {leaves.map((item) => (
              <li key={`${item.name}${item.link}`}>
                <NavItemLink item={item} />
              </li>
            ))}
            {/* The site's own page beside the dealer's navigation: the calculator the footer's note on credit terms refers to. */}
            <li>
              <PageLink to={href("credit")}>Автокредит</PageLink>
            </li>
          </ul>
          {parents.map((item) => (
            <div key={`${item.name}${item.link}`}>
              <NavItemLink item={item} />
              <ul>
                {item.items.map((child) => (
                  <li key={`${child.name}${child.link}`}>
                    <NavItemLink item={child} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {/* The FAQ is no section of the dealer's menu, and the footer is where a visitor looks for it. */}
          {isLinkEnabled(href("faq"), common.features) ? (
            <ul>
              <li>
                <PageLink to={href("faq")}>Вопросы и ответы</PageLink>
              </li>
            </ul>
          ) : null}
        </nav>
        <div className="site-footer__newsletter">{newsletter}</div>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p className="site-footer__legal">
            {/* Template strings: one text node each, without React's <!-- --> between the parts. */}
            {`© ${new Date().getFullYear()} ${company.legalName}`}
            <span className="site-footer__ids">{`ИНН ${company.inn}, КПП ${company.kpp}, ОГРН ${company.ogrn}`}</span>
          </p>
          {company.address ? <p className="site-footer__address">{company.address}</p> : null}
          {/* The operator of personal data, its contact, withdrawing a consent, the recommendations' rules (ADR 068). */}
          <p className="site-footer__privacy">
            {`Оператор персональных данных — ${company.legalName}. Обращения о персональных данных: `}
            <a href={`mailto:${personalDataEmail(company)}`}>{personalDataEmail(company)}</a>
          </p>
          <p className="site-footer__privacy">
            <PageLink to={href("consent_withdraw")}>Отозвать согласие</PageLink>
            <PageLink to={href("recommendations")}>Рекомендательные технологии</PageLink>
          </p>
          {common.footerNote ? (
            <RichText className="site-footer__note" html={common.footerNote} />
          ) : null}
        </div>
      </div>
    </footer>
  );
}
