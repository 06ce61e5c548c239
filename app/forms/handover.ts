import { z } from "zod/v4";

/**
 * The centre of handover an order or a reservation carries (ADR 075): a dealer centre's code,
 * the car's own or the one in the buyer's city it is brought to. Left out: the car's own. The
 * dealer API judges whether the car may go there and refuses with the buyer's reason.
 */
export const HANDOVER_MESSAGE = "Выберите дилерский центр, где вы заберёте автомобиль";

export const handoverField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z
    .string({ error: HANDOVER_MESSAGE })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: HANDOVER_MESSAGE })
    .optional(),
);
