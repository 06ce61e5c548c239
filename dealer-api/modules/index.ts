import type { DealerApiModule } from "../context";
import { catalogModule } from "./catalog";
import { catalogDataModule } from "./catalog-data";
import { orderModule } from "./order";
import { visitorListsModule } from "./visitor-lists";

/**
 * Every part of the reference API, in seed order (later modules may refer to rows of
 * earlier ones, e.g. cars to dealer centres).
 */
export const modules: DealerApiModule[] = [catalogDataModule, catalogModule, visitorListsModule, orderModule];
