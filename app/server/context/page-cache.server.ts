import type { CommonData } from "~/dealer-client/index.server";
import type { Cart } from "~/utils/cart";
import { pageCacheControl } from "../http-cache.server";
import type { VisitorContext } from "./visitor.server";

export type PageCaching = {
  /**
   * The page's Cache-Control: shared-cacheable only for a visitor with no personal state
   * (nothing in favourites, comparison or cart, not signed in, the default city); cars viewed
   * count unless the page says it does not show them (`showsViewed: false`).
   */
  cacheControl(options?: { showsViewed: false }): Promise<string>;
};

export function pageCaching(visitor: VisitorContext["visitor"], common: () => Promise<CommonData>, cart: () => Cart): PageCaching {
  return {
    async cacheControl(options) {
      const [who, { locations }] = await Promise.all([visitor(), common()]);
      return pageCacheControl(options ? { ...who, viewed: [] } : who, cart(), locations[0]?.fiasId);
    },
  };
}
