import type { PriceHistory as History } from "~/dealer-client/alerts-endpoints";
import { formatDate, formatPrice } from "~/utils/format";

/** A car's prices since it came into stock, newest first, with each change (docs/product.md, «История цены»). */
export function PriceHistory({ items }: { items: History }) {
  if (!items.length) return null;
  const rows = items.map((item, i) => ({ ...item, change: i > 0 ? item.price - items[i - 1].price : 0 })).reverse();
  return (
    <section className="car-section" aria-labelledby="price-history-title">
      <h2 id="price-history-title">История цены</h2>
      <table className="specs-table price-history">
        <thead>
          <tr>
            <th scope="col">Дата</th>
            <th scope="col">Цена</th>
            <th scope="col">Изменение</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.changedAt}-${i}`}>
              <td>{formatDate(row.changedAt)}</td>
              <td>{formatPrice(row.price)}</td>
              <td className={row.change < 0 ? "price-history__down" : undefined}>
                {row.change === 0 ? "—" : `${row.change < 0 ? "−" : "+"}${formatPrice(Math.abs(row.change))}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
