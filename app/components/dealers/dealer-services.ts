import type { DealerCentreView } from "~/view-models/dealer-view";

export type DealerService = { code: "new" | "used" | "service"; name: string };

/**
 * What a centre offers, from its brands (arElements): new cars of a brand it does not only
 * take in used, used cars of any brand marked used, service at the centre or for a brand.
 */
export function dealerServices(centre: Pick<DealerCentreView, "bIsService" | "arElements">): DealerService[] {
  const services: DealerService[] = [];
  if (centre.arElements.some((e) => !e.bIsUsed)) services.push({ code: "new", name: "Новые автомобили" });
  if (centre.arElements.some((e) => e.bIsUsed)) services.push({ code: "used", name: "С пробегом" });
  if (centre.bIsService || centre.arElements.some((e) => e.bIsService)) services.push({ code: "service", name: "Сервис" });
  return services;
}
