import { z } from "zod/v4";
import { optionalConsent, requiredConsent } from "../consents";
import type { DealerApiModule } from "../context";
import { ApiFailure, endpoint, fail, type ApiError } from "../http";
import { storeLead } from "../leads";
import { carDetail, carId } from "./catalog";
import { evaluatedCar, evaluation } from "./tradein";
import { liveReservation, RESERVATION_MESSAGES } from "./reservation";
import { refuseNotForSale } from "./stock";
import { handoverOf } from "./transfer";

const truthy = (v: unknown) => v === true || v === "true" || v === "on" || v === "1" || v === "Y" || v === 1;

/** The car order form (docs/dealer-api.md, "Car order"). Messages are the storefront's, so they can be shown as they are. */
export const orderSchema = z.object({
  NAME: z
    .string({ error: "Введите не менее 2 букв" })
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .check((ctx) => {
      const v = ctx.value;
      const message =
        v.length < 2
          ? "Введите не менее 2 букв"
          : v.length > 50
            ? "Введите не более 50 букв"
            : /^[А-Яа-яЁё -]+$/.test(v)
              ? null
              : "Введите имя, используя только буквы русского алфавита";
      if (message) ctx.issues.push({ code: "custom", message, input: v });
    }),
  PHONE: z
    .string({ error: "Введите номер телефона" })
    .transform((v) => v.replace(/[\s()-]/g, ""))
    .pipe(z.string().regex(/^\+7\d{10}$/, { error: "Введите номер телефона" })),
  COMMENT: z
    .string()
    .trim()
    .max(2000, { error: "Комментарий должен быть не длиннее 2000 символов" })
    .optional()
    .default(""),
  AGREE: requiredConsent("Необходимо согласие на обработку персональных данных"),
  AGREE_ADS: optionalConsent,
  URL: z.string().trim().max(2000, { error: "Слишком длинный адрес страницы" }).optional().default(""),
  CALLTOUCH: z.unknown().optional().transform(truthy),
  CALLTOUCHDATA: z
    .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .optional()
    .refine((v) => v === undefined || JSON.stringify(v).length <= 10_000, { error: "Слишком большие данные коллтрекинга" }),
});

export const orderModule: DealerApiModule = {
  name: "order-form",
  register(router, { db }) {
    endpoint(router, ["POST"], "/api/rrt/form/OrderForm/create", (input) => {
      const errors: Array<ApiError & { field: string }> = [];
      const parsed = orderSchema.safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? "");
          if (!errors.some((e) => e.field === field)) errors.push({ code: "VALIDATION", message: issue.message, field });
        }
      }
      const id = carId(input.CAR_ID);
      if (id === null) errors.push({ code: "VALIDATION", message: "Не указан автомобиль", field: "CAR_ID" });
      if (errors.length || !parsed.success || id === null) throw new ApiFailure(400, errors);

      const car = carDetail(db, id, false);
      if (!car) fail(404, "NOT_FOUND", "Автомобиль не найден");
      refuseNotForSale(db, car.id);
      // A car reserved online (or being paid for) is not for anyone else; its own buyer may still order it.
      const reserved = liveReservation(db, car.id);
      if (reserved && (!reserved.fuserId || reserved.fuserId !== input.FUserId)) fail(409, "CAR_RESERVED", RESERVATION_MESSAGES.taken);
      const form = parsed.data;
      // Where the buyer takes the car over: its own centre, or one it is brought to (transfer.ts).
      const handover = handoverOf(db, car.id, input.HANDOVER);
      // The visitor's car in part exchange (trade-in), valued again by the API's own model.
      const tradeIn = input.TRADE_IN === undefined || input.TRADE_IN === null || input.TRADE_IN === "" ? undefined : evaluatedCar(evaluation(db, input.TRADE_IN, "TRADE_IN"));
      const payload = {
        NAME: form.NAME,
        PHONE: form.PHONE,
        COMMENT: form.COMMENT,
        AGREE: form.AGREE,
        AGREE_ADS: form.AGREE_ADS,
        CAR_ID: car.id,
        // What the visitor saw when ordering, in case the car's price changes later.
        CAR: { name: car.name, modification: car.modification, year: car.year, price: car.price, dealer: car.dealer.sCode },
        HANDOVER: { dealer: handover.dealer.sCode, days: handover.days, price: handover.price },
        ...(tradeIn ? { TRADE_IN: tradeIn, TO_PAY: Math.max(0, car.price - tradeIn.buyout) } : {}),
        URL: form.URL,
        CALLTOUCH: form.CALLTOUCH,
        CALLTOUCHDATA: form.CALLTOUCHDATA ?? "",
        FUserId: typeof input.FUserId === "string" ? input.FUserId.slice(0, 64) : "",
        sFiasId: typeof input.sFiasId === "string" ? input.sFiasId.slice(0, 64) : "",
      };
      return storeLead(db, { type: "OrderForm", payload, page: form.URL || null, visitor: input.FUserId });
    });
  },
};
