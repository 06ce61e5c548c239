import { z } from "zod/v4";
import { creditProblems, creditResult } from "../../lib/credit";
import { optionalConsent, requiredConsent } from "../consents";
import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { ApiFailure, endpoint, fail, type ApiError } from "../http";
import { storeLead } from "../leads";
import { carDetail, carId } from "./catalog";
import { creditPrograms } from "./credit";
import { dealChoices, dealPrice, type DealLine } from "./deal-price";
import { defaultLocation, findLocation } from "./locations";
import { orderSchema } from "./order";
import { liveReservation, RESERVATION_MESSAGES } from "./reservation";
import { refuseNotForSale } from "./stock";
import { handoverOf, transferQuotes } from "./transfer";

/*
 * «Отправить менеджеру» of «Собрать сделку» (docs/dealer-api.md, «Deal lead»; ADR 078): the
 * whole deal as one lead. The API works every line out again from the choices (the page's
 * figures are never trusted), checks the loan against its programme, and stores the lines
 * with their amounts, the loan, the centre of handover and the consents once (storeLead).
 */

export const DEAL_MESSAGES = {
  banks: "Необходимо согласие на передачу данных банкам-партнёрам",
  program: "Выберите программу кредитования",
  programCity: "Эта программа в вашем городе не действует",
  down: "Укажите первоначальный взнос в рублях",
  term: "Укажите срок кредита в месяцах",
  estimate: "Оценка вашего автомобиля не найдена: выберите автомобиль для трейд-ина ещё раз",
  delivery: "Этот автомобиль нельзя доставить в ваш город: выберите получение в дилерском центре",
} as const;

const whole = (message: string) =>
  z.union([z.number(), z.string().trim()], { error: message }).transform((value, ctx) => {
    if (!/^\d{1,10}$/.test(String(value))) {
      ctx.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    }
    return Number(value);
  });

const flag = z.unknown().transform((v) => v === true || v === "1" || v === 1 || v === "on");

/** The deal lead: the order form's contact fields (same rules) and the deal's choices. */
export const dealFormSchema = orderSchema.extend({
  AGREE_BANKS: optionalConsent,
  CREDIT: flag,
  DELIVERY: flag,
  TRADEIN_ESTIMATE: z.unknown().optional(),
  EXTRAS: z.unknown().optional(),
  PROGRAM: z.string().trim().max(64).optional(),
  DOWN_PAYMENT: z.unknown().optional(),
  TERM: z.unknown().optional(),
});

type FieldError = ApiError & { field: string };

const cityOf = (db: DB, input: Record<string, unknown>) =>
  (typeof input.sFiasId === "string" ? findLocation(db, input.sFiasId) : undefined)?.fiasId ?? defaultLocation(db).fiasId;

/** A stored line: what the buyer was shown, without the seconds left (a repeat must be the same lead). */
const storedLine = (line: DealLine) => ({
  kind: line.kind,
  code: line.code,
  label: line.label,
  amount: line.amount,
  condition: line.condition ? { code: line.condition.code, text: line.condition.text, endsAt: line.condition.endsAt } : null,
  met: line.met,
});

/** The loan on the deal's total less the down payment, checked as the credit application checks it. */
function dealCredit(db: DB, input: Record<string, unknown>, form: z.output<typeof dealFormSchema>, car: { price: number; condition: "new" | "used" }) {
  const errors: FieldError[] = [];
  if (!requiredConsent(DEAL_MESSAGES.banks).safeParse(input.AGREE_BANKS).success) {
    errors.push({ code: "VALIDATION", message: DEAL_MESSAGES.banks, field: "AGREE_BANKS" });
  }
  const program = creditPrograms(db, cityOf(db, input)).find((p) => p.code === form.PROGRAM);
  if (!program) errors.push({ code: "VALIDATION", message: form.PROGRAM ? DEAL_MESSAGES.programCity : DEAL_MESSAGES.program, field: "PROGRAM" });
  const down = whole(DEAL_MESSAGES.down).safeParse(form.DOWN_PAYMENT);
  if (!down.success) errors.push({ code: "VALIDATION", message: DEAL_MESSAGES.down, field: "DOWN_PAYMENT" });
  const term = whole(DEAL_MESSAGES.term).safeParse(form.TERM);
  if (!term.success) errors.push({ code: "VALIDATION", message: DEAL_MESSAGES.term, field: "TERM" });
  if (errors.length || !program || !down.success || !term.success) throw new ApiFailure(400, errors);
  const problems = creditProblems(program, car, { down: down.data, term: term.data });
  const fields = { program: "PROGRAM", down: "DOWN_PAYMENT", term: "TERM" } as const;
  const refused: FieldError[] = Object.entries(problems).map(([key, message]) => ({ code: "VALIDATION", message: String(message), field: fields[key as keyof typeof fields] }));
  if (refused.length) throw new ApiFailure(400, refused);
  const result = creditResult(program, { price: car.price, down: down.data, term: term.data });
  return {
    program: program.code,
    programName: program.name,
    bank: program.bank.name,
    rate: program.rate,
    psk: program.psk,
    downPayment: down.data,
    term: term.data,
    monthly: result.monthly,
  };
}

function parse(input: Record<string, unknown>) {
  const errors: FieldError[] = [];
  const parsed = dealFormSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (!errors.some((e) => e.field === field)) errors.push({ code: "VALIDATION", message: issue.message, field });
    }
  }
  const id = carId(input.CAR_ID);
  if (id === null) errors.push({ code: "VALIDATION", message: "Не указан автомобиль", field: "CAR_ID" });
  if (errors.length || !parsed.success || id === null) throw new ApiFailure(400, errors);
  return { form: parsed.data, id };
}

export function sendDeal(db: DB, input: Record<string, unknown>) {
  const { form, id } = parse(input);
  const car = carDetail(db, id, false);
  if (!car) fail(404, "NOT_FOUND", "Автомобиль не найден");
  refuseNotForSale(db, car.id);
  const reserved = liveReservation(db, car.id);
  if (reserved && (!reserved.fuserId || reserved.fuserId !== input.FUserId)) fail(409, "CAR_RESERVED", RESERVATION_MESSAGES.taken);
  const city = cityOf(db, input);
  const choices = dealChoices({ credit: form.CREDIT, delivery: form.DELIVERY, extras: form.EXTRAS, tradeinEstimate: form.TRADEIN_ESTIMATE });
  const price = dealPrice(db, car.id, choices, city, input.FUserId);
  if (choices.tradeinEstimate !== null && !price.tradeinEstimate) throw new ApiFailure(400, [{ code: "VALIDATION", message: DEAL_MESSAGES.estimate, field: "TRADEIN_ESTIMATE" } as FieldError]);
  if (choices.delivery && !price.choices.delivery) fail(409, "TRANSFER_REFUSED", DEAL_MESSAGES.delivery);
  const credit = choices.credit ? dealCredit(db, input, form, { price: price.totals.withChoices, condition: car.condition }) : null;
  const [quote] = price.choices.delivery ? transferQuotes(db, [car.id], city).items : [];
  const handover = handoverOf(db, car.id, quote?.handover?.sCode);
  const estimate = price.tradeinEstimate;
  const payload = {
    NAME: form.NAME,
    PHONE: form.PHONE,
    COMMENT: form.COMMENT,
    AGREE: form.AGREE,
    ...(credit ? { AGREE_BANKS: form.AGREE_BANKS } : {}),
    AGREE_ADS: form.AGREE_ADS,
    CAR_ID: car.id,
    CAR: { name: car.name, modification: car.modification, year: car.year, price: car.price, dealer: car.dealer.sCode },
    HANDOVER: { dealer: handover.dealer.sCode, days: handover.days, price: handover.price },
    ...(estimate ? { TRADE_IN: { estimate: estimate.id, ...estimate.car, buyout: estimate.buyout, validUntil: estimate.validUntil } } : {}),
    ...(credit ? { CREDIT: credit } : {}),
    DEAL: { lines: price.lines.map(storedLine), totals: price.totals, extras: price.choices.extras, delivery: price.choices.delivery },
    URL: form.URL,
    CALLTOUCH: form.CALLTOUCH,
    CALLTOUCHDATA: form.CALLTOUCHDATA ?? "",
    FUserId: typeof input.FUserId === "string" ? input.FUserId.slice(0, 64) : "",
    sFiasId: typeof input.sFiasId === "string" ? input.sFiasId.slice(0, 64) : "",
  };
  return storeLead(db, { type: "DealForm", payload, page: form.URL || null, visitor: input.FUserId });
}

export const dealFormModule: DealerApiModule = {
  name: "deal-form",
  register(router, { db }) {
    endpoint(router, ["POST"], "/api/rrt/form/DealForm/create", (input) => sendDeal(db, input));
  },
};
