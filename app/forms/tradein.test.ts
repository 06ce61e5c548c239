import { describe, expect, it } from "vitest";
import { keepEstimateSchema, manualEvaluationSchema, parseEvaluationQuery, TRADE_IN_MESSAGES, tradeInRegisterSchema } from "./tradein";

const query = (search: string) => parseEvaluationQuery(new URLSearchParams(search));

describe("the evaluation's query", () => {
  it("reads every step and the defaults", () => {
    expect(query("brand=kia&model=kia-rio&generation=kia-rio-4&modification=kia-rio-4-2&year=2019&mileage=90+000&owners=2&condition=fair&calc=1")).toEqual({
      number: undefined,
      brand: "kia",
      model: "kia-rio",
      generation: "kia-rio-4",
      modification: "kia-rio-4-2",
      year: 2019,
      mileage: 90_000,
      mileageInvalid: false,
      owners: 2,
      condition: "fair",
      calculate: true,
    });
    expect(query("")).toMatchObject({ owners: 1, condition: "good", calculate: false, mileageInvalid: false });
  });

  it("drops what is not a code or a plausible number, and says when the mileage was typed wrong", () => {
    expect(query("brand=<script>&model=Kia Rio&year=1901&mileage=много&owners=7&condition=new")).toMatchObject({
      brand: undefined,
      model: undefined,
      year: undefined,
      mileage: undefined,
      mileageInvalid: true,
      owners: 1,
      condition: "good",
    });
    expect(query("mileage=2000000")).toMatchObject({ mileage: undefined, mileageInvalid: true });
  });
});

const contact = { NAME: "Иван", PHONE: "+7 (911) 123-45-67", AGREE: "on" };
const car = { CAR_MODIFICATION: "kia-rio-4-2", CAR_YEAR: "2019", CAR_MILEAGE: "90 000", CAR_OWNERS: "2", CAR_CONDITION: "good" };

describe("the trade-in forms", () => {
  it("folds the evaluated car of the trade-in request into CAR", () => {
    const parsed = tradeInRegisterSchema.parse({ ...contact, ...car, DEALER: "avtodom-pulkovo" });
    expect(parsed).toMatchObject({
      NAME: "Иван",
      PHONE: "+79111234567",
      DEALER: "avtodom-pulkovo",
      CAR: { modificationId: "kia-rio-4-2", year: 2019, mileage: 90_000, owners: 2, condition: "good" },
    });
    expect(parsed).not.toHaveProperty("CAR_YEAR");
  });

  it("refuses a request without a dealer centre or an evaluated car", () => {
    const result = tradeInRegisterSchema.safeParse({ ...contact, CAR_YEAR: "1899" });
    const messages = result.success ? [] : result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(messages).toContain(`DEALER: ${TRADE_IN_MESSAGES.dealer}`);
    expect(messages).toContain(`CAR_YEAR: ${TRADE_IN_MESSAGES.car}`);
  });

  it("takes the manual evaluation's car as typed, with its own messages", () => {
    expect(manualEvaluationSchema.parse({ ...contact, BRAND: "  ГАЗ ", MODEL: "Волга  31105", YEAR: "2008", MILEAGE: "210 000" })).toMatchObject({
      BRAND: "ГАЗ",
      MODEL: "Волга 31105",
      YEAR: 2008,
      MILEAGE: 210_000,
    });
    const result = manualEvaluationSchema.safeParse({ ...contact, BRAND: "", YEAR: "1900", MILEAGE: "-5" });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      TRADE_IN_MESSAGES.brand,
      TRADE_IN_MESSAGES.model,
      TRADE_IN_MESSAGES.manualYear(),
      TRADE_IN_MESSAGES.mileage,
    ]);
  });

  it("keeps or forgets the estimate", () => {
    expect(keepEstimateSchema.parse({ intent: "keep", ...car })).toEqual({
      intent: "keep",
      car: { modificationId: "kia-rio-4-2", year: 2019, mileage: 90_000, owners: 2, condition: "good" },
    });
    expect(keepEstimateSchema.parse({ intent: "forget" })).toEqual({ intent: "forget" });
    expect(keepEstimateSchema.safeParse({ intent: "keep" }).success).toBe(false);
  });
});

describe("the evaluation's query", () => {
  it("echoes no control characters back into the plate field", () => {
    expect(parseEvaluationQuery(new URLSearchParams("number=%00М777ОР78%01")).number).toBe("М777ОР78");
    expect(parseEvaluationQuery(new URLSearchParams("number=%00")).number).toBeUndefined();
  });
});
