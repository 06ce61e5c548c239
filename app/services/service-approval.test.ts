import { describe, expect, it } from "vitest";
import { visitDecisionSchema } from "~/forms/service-approval";
import { visitTotalText } from "./service-approval.server";
import { pricesOf } from "./service-prices.server";

/*
 * The owner's decisions on found work (ADR 073): what the forms post, and the total the visit
 * shows, priced by the one rule of service-prices (ADR 071).
 */

const prices = pricesOf({ works: [{ code: "diagnostics", name: "Компьютерная диагностика", description: "", priceFrom: 1500 }], tyreStorage: [] });
const quote = { price: 17_930, step: 3, title: "ТО-3", mileage: 44_000, modificationId: "kia-rio-4-2", lines: [], recommended: [] };

describe("a visit's total", () => {
  it("is the booked fixed price plus the approved found lines", () => {
    expect(visitTotalText(prices, { work: { code: "maintenance", name: "ТО" }, quote, extra: 5_790 })).toBe("23 720 ₽");
  });

  it("stays «от …» for a work booked at the price list's «от …», and says nothing for a work the list no longer has", () => {
    expect(visitTotalText(prices, { work: { code: "diagnostics", name: "Диагностика" }, quote: null, extra: 4_800 })).toBe("от 6 300 ₽");
    expect(visitTotalText(prices, { work: { code: "gone", name: "Снятая работа" }, quote: null, extra: 4_800 })).toBe("");
  });
});

describe("the decision's form", () => {
  it("takes a line or all of them, approved or declined", () => {
    expect(visitDecisionSchema.parse({ intent: "decide", id: "12", line: "34", decision: "approve" })).toEqual({ intent: "decide", id: 12, line: "34", decision: "approve" });
    expect(visitDecisionSchema.parse({ intent: "decide", id: "12", line: "all", decision: "decline" }).line).toBe("all");
  });

  it("refuses anything else with a Russian message", () => {
    const refused = visitDecisionSchema.safeParse({ intent: "decide", id: "12", line: "34", decision: "maybe" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("Выберите: согласовать работу или отказаться от неё");
    expect(visitDecisionSchema.safeParse({ intent: "decide", id: "12", line: "1; DROP", decision: "approve" }).success).toBe(false);
  });
});
