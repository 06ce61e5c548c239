import { maskVin } from "../../lib/vehicle-id";
import type { CarReport } from "~/dealer-client/trust-endpoints";
import { formatMileage, plural } from "~/utils/format";
import { MILEAGE_WARNING, mileageRollbacks, readingKey, ruDate } from "./report-rules";

/**
 * A used car's report as its page shows it, worked out in the loader: the words, the dates and
 * the flags, so the page's JavaScript carries markup only (the car page is at the JS budget;
 * ADR 028 does the same for cards). Its structured data's part too.
 */
export type ReportView = {
  lead: string;
  summary: Array<{ text: string; good: boolean }>;
  /** Masked here whatever the API sent: a whole VIN would let anyone order the car's papers. */
  vin: string;
  owners: number;
  registrations: string[];
  mileage: Array<{ key: string; date: string; km: string; source: string; rolledBack: boolean }>;
  accidents: string[];
  checks: string[];
  inspection: {
    title: string;
    summary: string;
    groups: Array<{ code: string; name: string; count: string; findings: Array<{ text: string; fixed: boolean }> }>;
  };
  warranty: string;
  jsonLd: { numberOfPreviousOwners: number; knownVehicleDamages: string; warrantyMonths: number | null };
};

const OWNER_KIND = { person: "Физическое лицо", company: "Юридическое лицо" } as const;

export function reportView(report: CarReport): ReportView {
  const rollbacks = mileageRollbacks(report.mileage);
  const findings = report.inspection.groups.flatMap((group) => group.findings);
  const fixed = findings.filter((finding) => finding.fixed).length;
  const accidents = report.accidents.length;
  const points = report.inspection.points;
  return {
    lead: `История по ПТС и базам ГИБДД и проверка по ${points} пунктам в дилерском центре ${ruDate(report.checkedAt)}.`,
    summary: [
      accidents === 0 ? { text: "Без ДТП", good: true } : { text: `${accidents} ДТП в истории`, good: false },
      { text: `${report.owners} ${plural(report.owners, "владелец", "владельца", "владельцев")} по ПТС`, good: report.owners <= 2 },
      rollbacks.size === 0 ? { text: "Пробег без скруток", good: true } : { text: MILEAGE_WARNING, good: false },
      report.checks.some((check) => check.found) ? { text: "Есть ограничения", good: false } : { text: "Нет залогов и ограничений", good: true },
      report.warranty ? { text: `Гарантия ${report.warranty.months} мес.`, good: true } : { text: "Без гарантии дилера", good: false },
    ],
    vin: maskVin(report.vin),
    owners: report.owners,
    registrations: report.registrations.map((period) => `${OWNER_KIND[period.owner]}: ${ruDate(period.from)} — ${ruDate(period.to)}`),
    mileage: report.mileage.map((reading) => ({
      key: readingKey(reading),
      date: ruDate(reading.date),
      km: formatMileage(reading.km),
      source: reading.source,
      rolledBack: rollbacks.has(readingKey(reading)),
    })),
    accidents: report.accidents.map(
      (accident) => `${ruDate(accident.date)}, ${accident.kind.toLowerCase()}: ${accident.damage}. Ремонт: ${accident.repair}.`,
    ),
    checks: report.checks.map((check) => `${check.name}: ${check.found ? "найдено" : "не найдено"}`),
    inspection: {
      title: `Проверка по ${points} пунктам`,
      summary: findings.length === 0 ? "Замечаний нет." : `Найдено замечаний: ${findings.length}, устранено: ${fixed}.`,
      groups: report.inspection.groups.map((group) => ({
        code: group.code,
        name: group.name,
        count: `${group.points} ${plural(group.points, "пункт", "пункта", "пунктов")}${group.findings.length ? `, замечаний: ${group.findings.length}` : ", без замечаний"}`,
        findings: group.findings.map((finding) => ({ text: `${finding.item}: ${finding.found.toLowerCase()}. ${finding.action}.`, fixed: finding.fixed })),
      })),
    },
    warranty: report.warranty
      ? `${report.warranty.months} ${plural(report.warranty.months, "месяц", "месяца", "месяцев")} или ${formatMileage(report.warranty.km)}: ${report.warranty.terms}.`
      : "Дилер не даёт гарантию на этот автомобиль.",
    jsonLd: {
      numberOfPreviousOwners: report.owners,
      knownVehicleDamages: accidents ? report.accidents.map((accident) => `${ruDate(accident.date)}: ${accident.damage}`).join("; ") : "Нет",
      warrantyMonths: report.warranty?.months ?? null,
    },
  };
}
