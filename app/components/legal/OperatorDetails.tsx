import { PageLink } from "~/components/PageLink";
import { href } from "~/paths";
import { useRootData } from "~/utils/root-data";
import { personalDataEmail } from "./personal-data-email";


/**
 * Who processes the visitor's data and how to withdraw a consent (152-ФЗ ст. 14, 18.1; ADR
 * 068), at the end of every document page: /agreement, /policy, /recommendations and the
 * consent documents, all rendered by StaticPageView. From the dealer API's company data.
 */
export function OperatorDetails() {
  const company = useRootData()?.common.company;
  if (!company) return null;
  const email = personalDataEmail(company);
  return (
    <section className="operator-details" aria-labelledby="operator-details-title">
      <h2 id="operator-details-title" className="operator-details__title">
        Оператор персональных данных
      </h2>
      <dl className="operator-details__list">
        <dt>Наименование</dt>
        <dd>{company.legalName}</dd>
        <dt>ИНН</dt>
        <dd>{company.inn}</dd>
        <dt>ОГРН</dt>
        <dd>{company.ogrn}</dd>
        <dt>Адрес</dt>
        <dd>{company.address}</dd>
        <dt>Обращения о персональных данных</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
      </dl>
      <p>
        Отозвать согласие можно в любой момент: заполните{" "}
        <PageLink to={href("consent_withdraw")}>форму отзыва согласия</PageLink>, напишите на {email} или пришлите письмо по адресу
        выше. Рекламу и уведомления на ваш адрес мы перестаём присылать сразу; обработку остальных данных прекращаем в течение 30
        дней, если закон не обязывает их хранить.
      </p>
    </section>
  );
}
