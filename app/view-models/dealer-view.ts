import type { MapDealerCentre } from "~/dealer-client/dealer-centers-endpoints";

/**
 * What a centre's card (DealerCard) and the map show of it. Lists of centres reach the page
 * in this shape rather than the API's record, so the data inlined for hydration carries only
 * what is rendered (as ADR 028 does for a car card): the contacts page's centres were two
 * thirds of its HTML's data, and a third of the home page's.
 */
export type DealerCentreView = Pick<MapDealerCentre, "sCode" | "sName" | "sAddressForView" | "sWork" | "sPhone" | "sCoords" | "bIsService"> & {
  arElements: Array<Pick<MapDealerCentre["arElements"][number], "sGuid" | "sBrandName" | "sLogoGrey" | "bIsUsed" | "bIsService">>;
};

export function dealerCentreView(centre: MapDealerCentre): DealerCentreView {
  const { sCode, sName, sAddressForView, sWork, sPhone, sCoords, bIsService } = centre;
  return {
    sCode,
    sName,
    sAddressForView,
    sWork,
    sPhone,
    sCoords,
    bIsService,
    arElements: centre.arElements.map(({ sGuid, sBrandName, sLogoGrey, bIsUsed, bIsService }) => ({ sGuid, sBrandName, sLogoGrey, bIsUsed, bIsService })),
  };
}
