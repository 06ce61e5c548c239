import { inPlace } from "~/utils/in-place";

/* «Купить онлайн» is links only: out of the car page's first load, rendered in place (ADR 047). */
export const BuyOnline = inPlace(() => import("./BuyOnline").then((m) => m.BuyOnline));
