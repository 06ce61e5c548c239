import { describe, expect, it } from "vitest";
import { dealChoicesOf, dealChoicesQuery, NO_CHOICES } from "./deal-choices";
import { creditStep, renewedText, tradeInOptions } from "./deal-steps";
import type { CreditProgram } from "../../lib/credit";

/* The deal's address (ADRs 074, 078): one reader and one writer, and the steps worked out from it. */

const read = (query: string) => dealChoicesOf(new URLSearchParams(query));

describe("the deal's choices and its address", () => {
  it("reads nothing as no choices", () => {
    expect(read("")).toEqual(NO_CHOICES);
    expect(dealChoicesQuery(NO_CHOICES)).toEqual({});
  });

  it("reads every step and writes it back in one order", () => {
    const choices = read("extra=mats&tradein=garage-12&credit=1&program=gpb-any&down=300%20000&term=60&delivery=1&extra=alarm");
    expect(choices).toEqual({
      tradein: true,
      tradeinFrom: "garage-12",
      credit: true,
      program: "gpb-any",
      down: 300_000,
      term: 60,
      delivery: true,
      extras: ["alarm", "mats"],
    });
    const query = dealChoicesQuery(choices);
    expect(query).toEqual({ tradein: "garage-12", credit: "1", program: "gpb-any", down: "300000", term: "60", delivery: "1", extra: ["alarm", "mats"] });
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) params.append(key, item);
    expect(dealChoicesOf(params)).toEqual(choices);
  });

  it("keeps the итоговая цена's tradein=1 and drops what does not parse", () => {
    expect(read("tradein=1")).toMatchObject({ tradein: true, tradeinFrom: null });
    expect(read("tradein=estimate")).toMatchObject({ tradein: true, tradeinFrom: "estimate" });
    expect(read("tradein=garage-x&delivery=yes&extra=Bad%20Code")).toMatchObject({ tradein: false, delivery: false, extras: [] });
    // The loan's terms mean nothing without credit, and a term past ten years is not one.
    expect(read("program=gpb-any&down=1&term=60")).toMatchObject({ program: null, down: null, term: null });
    expect(read("credit=1&term=500")).toMatchObject({ credit: true, term: null });
    expect(dealChoicesQuery(read("tradein=1"))).toEqual({ tradein: "1" });
  });
});

const program = (code: string, extra: Partial<CreditProgram> = {}): CreditProgram => ({
  code,
  name: `Программа ${code}`,
  bank: { code: "b", name: "Банк", license: "№ 1" },
  rate: 12,
  minDownPercent: 20,
  termMin: 12,
  termMax: 60,
  carCondition: "any",
  priceMin: null,
  priceMax: null,
  isState: false,
  eligibility: null,
  psk: { min: 12.5, max: 14 },
  ...extra,
});

describe("the credit step", () => {
  const car = { price: 1_000_000, condition: "used" as const };

  it("offers the programmes that lend for the car and starts with one any buyer may use, 20 % down, 60 months", () => {
    const step = creditStep([program("state", { isState: true }), program("new-only", { carCondition: "new" }), program("any")], car, { program: null, down: null, term: null });
    expect(step.programs.map((p) => p.code)).toEqual(["state", "any"]);
    expect(step.program?.code).toBe("any");
    expect(step).toMatchObject({ down: 200_000, term: 60, problems: [] });
    // 800 000 ₽ at 12 % over 60 months.
    expect(step.monthly).toBe(17_796);
  });

  it("takes the address's terms, raising a down payment below the programme's least, and says why a term does not fit", () => {
    expect(creditStep([program("any")], car, { program: "any", down: 300_000, term: 36 })).toMatchObject({ down: 300_000, term: 36, problems: [] });
    const step = creditStep([program("any")], car, { program: "any", down: 100_000, term: 84 });
    expect(step.down).toBe(200_000);
    expect(step.monthly).toBeNull();
    expect(step.problems).toEqual(["Срок по этой программе — от 12 до 60 месяцев"]);
  });

  it("has nothing to offer without a programme for the car", () => {
    expect(creditStep([program("new-only", { carCondition: "new" })], car, { program: null, down: null, term: null })).toMatchObject({ program: null, monthly: null });
  });
});

describe("the trade-in step", () => {
  it("offers the kept evaluation first, then the garage's cars", () => {
    const options = tradeInOptions({ title: "Kia Rio IV, 2019 г., 60 000 км", buyout: 900_000 }, [{ id: 7, brand: "Lada", model: "Vesta", year: 2020, mileage: 30_000 }]);
    expect(options.map((o) => o.value)).toEqual(["estimate", "garage-7"]);
    expect(options[1]!.label).toMatch(/^Из гаража: Lada Vesta, 2020 г\./);
  });

  it("says when the dealer valued the car again", () => {
    expect(renewedText({ buyout: 845_000, renewed: null })).toBeNull();
    expect(renewedText({ buyout: 845_000, renewed: { previousBuyout: 850_000 } })).toMatch(/^Оценка обновлена: 845\s000\s₽ вместо 850\s000\s₽$/);
  });
});
