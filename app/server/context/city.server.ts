import type { CommonData, DealerApiClient, Location } from "~/dealer-client/index.server";
import { currentCity } from "~/services/common-data.server";
import type { Features } from "~/utils/features";
import { pageFailure } from "../api-failures.server";
import type { Logger } from "../logger.server";
import type { VisitorContext } from "./visitor.server";

export type CityContext = {
  /** Common data (cached across requests); its failure is the maintenance page. */
  common(): Promise<CommonData>;
  /** The feature flags of common data. */
  features(): Promise<Features>;
  /** The visitor's city: the saved one while it is served, else the first (the default). */
  city(): Promise<Location | undefined>;
};

export type CityPart = {
  context: CityContext;
  /** Common data, once some loader asked for it and it came (the HTML cache notes its flags). */
  commonData(): CommonData | undefined;
};

/** Common data, asked for once per request and only when a loader needs it, and what follows from it. */
export function commonDataOf(api: DealerApiClient, visitor: VisitorContext["visitor"], logger: Logger, pathname: string): CityPart {
  let commonPromise: Promise<CommonData> | undefined;
  let commonData: CommonData | undefined;
  const common = () =>
    (commonPromise ??= api.send("getCommonData").then(
      (data) => (commonData = data),
      (error: unknown) => {
        logger.error("common data unavailable", { error: String(error) });
        // Without common data there is no header, navigation or site title: the whole page fails.
        throw pageFailure(error, pathname, "unavailable");
      },
    ));
  return {
    context: {
      common,
      features: async () => (await common()).features,
      city: async () => currentCity((await common()).locations, (await visitor()).fiasId),
    },
    commonData: () => commonData,
  };
}
