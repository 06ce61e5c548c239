import type { DealerApiModule } from "../context";
import { commonModule } from "./common";
import { formsModule } from "./forms";
import { identityModule } from "./identity";
import { locationsModule } from "./locations";
import { pagesModule } from "./pages";

/**
 * Every part of the reference API, in seed order (later modules may refer to rows of
 * earlier ones, e.g. cars to dealer centres).
 */
export const modules: DealerApiModule[] = [locationsModule, identityModule, commonModule, pagesModule, formsModule];
