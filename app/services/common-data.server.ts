import type { Location } from "~/dealer-client/index.server";

/** The visitor's city: the saved one when it is still served, else the first (the default). */
export function currentCity(locations: Location[], fiasId: string | undefined): Location | undefined {
  return locations.find((l) => l.fiasId === fiasId) ?? locations[0];
}
