import { inPlace } from "~/utils/in-place";

/*
 * The alerts' parts as the car page and the catalogue place them, out of their first load
 * (utils/in-place.tsx). The subscribe form is a closed <details> with a plain post: until its chunk is
 * here its server markup posts as it does without JavaScript.
 */
export const SubscribeForm = inPlace(() => import("./SubscribeForm").then((m) => m.SubscribeForm));
export const PriceHistory = inPlace(() => import("./PriceHistory").then((m) => m.PriceHistory));
