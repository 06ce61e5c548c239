import { JsonLd } from "~/components/JsonLd";
import { withReportJsonLd } from "~/components/trust/reportJsonLd";
import type { ReportView } from "~/view-models/report-view";
import { carJsonLd } from "./carJsonLd";

/**
 * The car page's structured data (schema.org Car, with its report). For crawlers, who read the
 * server's HTML: the page places it out of its first load (utils/in-place.tsx).
 */
export function CarJsonLd({ car, pageUrl, siteUrl, report }: { car: Parameters<typeof carJsonLd>[0]; pageUrl: string; siteUrl: string; report: ReportView | null }) {
  return <JsonLd data={withReportJsonLd(carJsonLd(car, pageUrl, siteUrl), report)} />;
}
