/**
 * Why the visitor may not buy a car now (app/services/car-offer.server.ts works it out): the
 * words that take the place of «В корзину» and the order form on the car page and in the cart.
 * Null: they may.
 */
export type NotOnOffer = null | { reason: "not-for-sale" | "held"; text: string };
