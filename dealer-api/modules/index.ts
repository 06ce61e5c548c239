import type { DealerApiModule } from "../context";

/**
 * Every part of the reference API, in seed order (later modules may refer to rows of
 * earlier ones, e.g. cars to dealer centres).
 */
export const modules: DealerApiModule[] = [];
