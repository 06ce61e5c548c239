import { CheckIcon } from "~/components/icons";
import type { ReportView } from "~/view-models/report-view";

/**
 * A used car's report, as the dealer API gives it (the storefront never adds to it; the loader
 * puts it in words, report-view.ts): the summary a buyer looks for first, then the history by
 * the registration document, mileage readings, accidents, registry checks, the 120-point
 * inspection by group and the warranty. Readable without JavaScript: the groups are <details>.
 */
export function CarReport({ report }: { report: ReportView }) {
  return (
    <section className="car-section car-report" aria-labelledby="report-title" id="report">
      <h2 id="report-title">Отчёт об автомобиле</h2>
      <p className="car-report__lead">{report.lead}</p>
      <ul className="car-report__summary" aria-label="Главное из отчёта">
        {report.summary.map((item) => (
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
            <td className="car-report__vin">{report.vin}</td>
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
          <li key={period}>{period}</li>
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
          {report.mileage.map((reading) => (
            <tr key={reading.key} className={reading.rolledBack ? "car-report__rollback" : undefined}>
              <td>{reading.date}</td>
              <td>
                {reading.km}
                {reading.rolledBack ? <strong className="car-report__flag"> меньше прежних показаний — возможна скрутка</strong> : null}
              </td>
              <td>{reading.source}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3>ДТП</h3>
      {report.accidents.length === 0 ? <p>ДТП не найдены.</p> : <TextList items={report.accidents} />}

      <h3>Ограничения и залоги</h3>
      <TextList items={report.checks} />

      <h3>{report.inspection.title}</h3>
      <p>{report.inspection.summary}</p>
      <div className="car-report__groups">
        {report.inspection.groups.map((group) => (
          <details key={group.code} className="car-report__group">
            <summary>
              <span>{group.name}</span>
              <span className="car-report__group-count">{group.count}</span>
            </summary>
            {group.findings.length ? (
              <ul className="car-report__list">
                {group.findings.map((finding) => (
                  <li key={finding.text}>
                    {finding.text}{" "}
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
      <p>{report.warranty}</p>
    </section>
  );
}

function TextList({ items }: { items: string[] }) {
  return (
    <ul className="car-report__list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
