import type { TyreContract } from "~/dealer-client/tyre-endpoints";
import { formatPrice } from "~/utils/format";
import { formatServiceDay } from "~/utils/service-dates";

/*
 * How a storage contract reads (docs/product.md, "Tyre season"): on the tyre page, its
 * booking's summary and the personal area's «Шинный отель».
 */

/** «летние колёса» (on rims) or «зимние шины» (without). */
export function tyresStored(contract: Pick<TyreContract, "tyres" | "rims">): string {
  return `${contract.tyres === "summer" ? "летние" : "зимние"} ${contract.rims ? "колёса" : "шины"}`;
}

/** «Летние колёса на дисках, 4 шт., 205/55 R16» */
export function contractTitle(contract: TyreContract): string {
  const what = tyresStored(contract);
  return `${what[0].toLocaleUpperCase("ru")}${what.slice(1)} ${contract.rims ? "на дисках" : "без дисков"}, ${contract.wheels} шт., ${contract.sizes}`;
}

/** «Хранение на сезон зима 2026/27: 4 000 ₽» */
export function contractPrice(contract: TyreContract): string {
  return `Хранение на сезон ${contract.season.name}: ${formatPrice(contract.price)}`;
}

/** «на хранении» or «выдан», and the booked pickup: «выдача записана на пн, 7 декабря, 10:30». */
export function contractState(contract: TyreContract): { status: string; pickup: string | null } {
  const pickup = contract.pickup ? `${formatServiceDay(contract.pickup.date)}, ${contract.pickup.time}` : null;
  if (contract.status === "issued") return { status: "Выдан", pickup: pickup ? `Выдан ${pickup}` : null };
  return { status: "На хранении", pickup: pickup ? `Выдача записана на ${pickup}` : null };
}
