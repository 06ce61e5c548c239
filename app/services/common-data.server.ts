import type { AppLoadContext } from "@remix-run/node";
import { isDealerApiUnavailable, type CommonData, type Location } from "./dealer-api/index.server";

/**
 * The data every page's frame needs. Without it there is no header, no navigation and no
 * site title, so its failure is the maintenance page (503), unlike identity failures.
 */
export async function loadCommonData(context: AppLoadContext): Promise<CommonData> {
  try {
    return await context.api.send("getCommonData", { name: "common", local: "false" });
  } catch (error) {
    context.logger.error("common data unavailable", { error: String(error), unavailable: isDealerApiUnavailable(error) });
    throw new Response("Dealer API unavailable", { status: 503, statusText: "Service Unavailable" });
  }
}

/** The visitor's city: the saved one when it is still served, else the first (the default). */
export function currentCity(locations: Location[], fiasId: string | undefined): Location | undefined {
  return locations.find((l) => l.fiasId === fiasId) ?? locations[0];
}
