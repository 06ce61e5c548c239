import { maskVin } from "../../../lib/vehicle-id";
import type { CarReport as Report } from "~/dealer-client/trust-endpoints";
import { CheckIcon } from "~/components/icons";
import { formatNumber, plural } from "~/utils/format";
import { mileageRollbacks, readingKey, ruDate } from "./report-rules";

const OWNER_KIND = { person: "Физическое лицо", company: "Юридическое лицо" } as const;

/**
 * A used car's report, as the dealer API gives it (the storefront never adds to it): the summary
 * a buyer looks for first, then the history by the registration document, mileage readings,
 * accidents, registry checks, the 120-point inspection by group and the warranty. Readable
 * without JavaScript: the inspection's groups are <details>.
 */
export function CarReport({ report }: { report: Report }) {
  const rollbacks = mileageRollbacks(report.mileage);
  const found = report.checks.filter((check) => check.found);
  const findings = report.inspection.groups.flatMap((group) => group.findings);
  const fixed = findings.filter((finding) => finding.fixed).length;
  const summary: Array<{ text: string; good: boolean }> = [
    report.accidents.length === 0
      ? { text: "Без ДТП", good: true }
      : { text: `${report.accidents.length} ${plural(report.accidents.length, "ДТП", "ДТП", "ДТП")} в истории`, good: false },
    { text: `${report.owners} ${plural(report.owners, "владелец", "владельца", "владельцев")} по ПТС`, good: report.owners <= 2 },
    rollbacks.size === 0 ? { text: "Пробег без скруток", good: true } : { text: "Пробег мог быть скручен", good: false },
    found.length === 0 ? { text: "Нет залогов и ограничений", good: true } : { text: "Есть ограничения", good: false },
    report.warranty ? { text: `Гарантия ${report.warranty.months} мес.`, good: true } : { text: "Без гарантии дилера", good: false },
  ];

  return (
    <section className="car-section car-report" aria-labelledby="report-title" id="report">
      <h2 id="report-title">Отчёт об автомобиле</h2>
      <p className="car-report__lead">
        История по ПТС и базам ГИБДД и проверка по {report.inspection.points} пунктам в дилерском центре {ruDate(report.checkedAt)}.
      </p>
      <ul className="car-report__summary" aria-label="Главное из отчёта">
        {summary.map((item) => (
          <li key={item.text} className={item.good ? "car-report__fact car-report__fact--good" : "car-report__fact car-report__fact--warn"}>
            {item.good ? <CheckIcon size={18} /> : null}
            {item.text}
          </li>
        ))}
      </ul>

      <table className="specs-table">
        <tbody>
          <tr>
            <th scope="row">VIN</th>
            {/* Masked here too: a full VIN from the API would let anyone order the car's papers. */}
            <td className="car-report__vin">{maskVin(report.vin)}</td>
          </tr>
          <tr>
            <th scope="row">Владельцев по ПТС</th>
            <td>{report.owners}</td>
          </tr>
        </tbody>
      </table>

      <h3>Периоды регистрации</h3>
      <ol className="car-report__periods">
        {report.registrations.map((period) => (
          <li key={period.from}>
            {OWNER_KIND[period.owner]}: {ruDate(period.from)} — {ruDate(period.to)}
          </li>
        ))}
      </ol>

      <h3>История пробега</h3>
      <table className="specs-table car-report__mileage">
        <thead>
          <tr>
            <th scope="col">Дата</th>
            <th scope="col">Пробег</th>
            <th scope="col">Источник</th>
          </tr>
        </thead>
        <tbody>
          {report.mileage.map((reading) => {
            const rolledBack = rollbacks.has(readingKey(reading));
            return (
              <tr key={readingKey(reading)} className={rolledBack ? "car-report__rollback" : undefined}>
                <td>{ruDate(reading.date)}</td>
                <td>
                  {formatNumber(reading.km)} км
                  {rolledBack ? <strong className="car-report__flag"> меньше прежних показаний — возможна скрутка</strong> : null}
                </td>
                <td>{reading.source}</td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <h3>ДТП</h3>
      {report.accidents.length === 0 ? (
        <p>ДТП не найдены.</p>
      ) : (
        <ul className="car-report__list">
          {report.accidents.map((accident) => (
            <li key={accident.date + accident.damage}>
              {ruDate(accident.date)}, {accident.kind.toLowerCase()}: {accident.damage}. Ремонт: {accident.repair}.
            </li>
          ))}
        </ul>
      )}

      <h3>Ограничения и залоги</h3>
      <ul className="car-report__list">
        {report.checks.map((check) => (
          <li key={check.code}>
            {check.name}: {check.found ? "найдено" : "не найдено"}
          </li>
        ))}
      </ul>

      <h3>Проверка по {report.inspection.points} пунктам</h3>
      <p>
        {findings.length === 0
          ? "Замечаний нет."
          : `Найдено замечаний: ${findings.length}, устранено: ${fixed}.`}
      </p>
      <div className="car-report__groups">
        {report.inspection.groups.map((group) => (
          <details key={group.code} className="car-report__group">
            <summary>
              <span>{group.name}</span>
              <span className="car-report__group-count">
                {group.points} {plural(group.points, "пункт", "пункта", "пунктов")}
                {group.findings.length ? `, замечаний: ${group.findings.length}` : ", без замечаний"}
              </span>
            </summary>
            {group.findings.length ? (
              <ul className="car-report__list">
                {group.findings.map((finding) => (
                  <li key={finding.item}>
                    {finding.item}: {finding.found.toLowerCase()}. {finding.action}.{" "}
                    <span className={finding.fixed ? "car-report__tag" : "car-report__tag car-report__tag--open"}>
                      {finding.fixed ? "Устранено" : "Не устранено"}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p>Все пункты группы в норме.</p>
            )}
          </details>
        ))}
      </div>

      <h3>Гарантия</h3>
      <p>
        {report.warranty
          ? `${report.warranty.months} ${plural(report.warranty.months, "месяц", "месяца", "месяцев")} или ${formatNumber(report.warranty.km)} км: ${report.warranty.terms}.`
          : "Дилер не даёт гарантию на этот автомобиль."}
      </p>
    </section>
  );
}
