import { inPlace } from "~/utils/in-place";

/*
 * The trust parts as the car page and the catalogue place them, out of their first load
 * (utils/in-place.tsx): the report, «Вы смотрели» and the messenger links are plain markup.
 */
export const CarReport = inPlace(() => import("./CarReport").then((m) => m.CarReport));
export const RecentlyViewed = inPlace(() => import("./RecentlyViewed").then((m) => m.RecentlyViewed));
export const MessengerLinks = inPlace(() => import("./MessengerLinks").then((m) => m.MessengerLinks));
