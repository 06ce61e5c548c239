import { z } from "zod/v4";

/*
 * Six cities, one stock (docs/dealer-api.md, "Transfers between centres"; ADR 075): what it
 * takes to bring each car to a city's dealer centre, as the dealer API quotes it.
 */

const centre = z.object({ sCode: z.string(), sName: z.string(), sCityName: z.string(), sAddressForView: z.string() });
const nullableInt = z.preprocess((v) => v ?? null, z.number().int().nonnegative().nullable());

export const transferQuoteSchema = z.object({
  carId: z.number().int().positive(),
  /** The city quoted for; `to` is «в Казань», as a sentence says it. */
  city: z.object({ fiasId: z.string(), name: z.string(), to: z.string() }),
  /** here: at a centre of that city; transfer: it can be brought; unavailable: it cannot. */
  status: z.enum(["here", "transfer", "unavailable"]),
  from: centre,
  /** Where the buyer takes the car over (its own centre when here); null when it cannot come. */
  handover: z.preprocess((v) => v ?? null, centre.nullable()),
  days: nullableInt,
  /** Roubles the buyer pays for the transfer; 0 when free. */
  price: nullableInt,
  free: z.boolean(),
  /** A test drive at the handover centre after the transfer. */
  testDrive: z.boolean(),
  reason: z.preprocess((v) => v ?? null, z.string().nullable()),
});
export type TransferQuote = z.infer<typeof transferQuoteSchema>;

/**
 * The centre of handover an order or a reservation carries when it is not the car's own, with
 * the transfer as quoted then; null (or absent, from an older dealer API): the car's own centre.
 */
export const handoverSchema = z.preprocess(
  (v) => v ?? null,
  centre.extend({ days: nullableInt, price: nullableInt }).nullable(),
);
export type Handover = z.infer<typeof handoverSchema>;

export const deliveryEndpoints = {
  getTransferQuotes: {
    method: "POST",
    path: "/api/rrt/catalog/Transfer/getQuotes",
    // A read sent as POST (a page's ids): retried like a GET.
    effect: "read",
    pageData: true,
    response: z.object({ city: z.object({ fiasId: z.string(), name: z.string(), to: z.string() }), items: z.array(transferQuoteSchema) }),
    // The same for every visitor of a city (the key is the ids and the city), and the lists
    // the quotes go with are kept as long: a reservation that stops a transfer shows within it.
    cache: { ttlMs: 60_000 },
  },
} as const;
