import { inPlace } from "~/utils/in-place";

/* «Купить онлайн» is links only: out of the car page's first load, rendered in place (utils/in-place.tsx). */
export const BuyOnline = inPlace(() => import("./BuyOnline").then((m) => m.BuyOnline));
