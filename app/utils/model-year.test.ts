import { describe, expect, it } from "vitest";
import { newestModelYear } from "./model-year";
import { manualEvaluationSchema, TRADE_IN_MESSAGES } from "~/forms/tradein";
import { SERVICE_MESSAGES } from "~/forms/service";

describe("the newest model year", () => {
  it("is next year by the server's clock", () => {
    expect(newestModelYear(new Date("2026-11-24T12:00:00Z"))).toBe(2027);
    expect(newestModelYear(new Date("2027-01-01T00:00:00Z"))).toBe(2028);
  });

  it("is the same limit in the service booking and the trade-in evaluation", () => {
    const max = newestModelYear();
    expect(SERVICE_MESSAGES.year(max)).toBe(`Укажите год выпуска от 1950 до ${max}`);
    expect(TRADE_IN_MESSAGES.manualYear()).toBe(`Укажите год выпуска от 1950 до ${max}`);
    const contact = { NAME: "Иван", PHONE: "+7 900 123-45-67", AGREE: "on", URL: "/trade-in" };
    const car = { BRAND: "Kia", MODEL: "Rio", MILEAGE: "0" };
    expect(manualEvaluationSchema.safeParse({ ...contact, ...car, YEAR: String(max) }).success).toBe(true);
    expect(manualEvaluationSchema.safeParse({ ...contact, ...car, YEAR: String(max + 1) }).success).toBe(false);
  });
});
