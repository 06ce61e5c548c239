import { describe, expect, it } from "vitest";
import { annuityPayment, type CreditProgram, creditProblems, creditResult, headlinePrograms, monthlyFrom, pskRange } from "./credit";

const program = (over: Partial<CreditProgram> = {}): CreditProgram => ({
  code: "p",
  name: "Программа",
  bank: { code: "b", name: "Банк", license: "№ 1" },
  rate: 12,
  minDownPercent: 20,
  termMin: 12,
  termMax: 84,
  carCondition: "any",
  priceMin: null,
  priceMax: null,
  isState: false,
  eligibility: null,
  psk: { min: 12.5, max: 18 },
  ...over,
});

describe("annuityPayment", () => {
  it("is S·r / (1 − (1 + r)^−n), rounded up to the rouble", () => {
    // 1 000 000 ₽ at 12 % for 60 months: 22 244.45 ₽ a month by the textbook formula.
    expect(annuityPayment(1_000_000, 12, 60)).toBe(22_245);
    const r = 0.199 / 12;
    expect(annuityPayment(2_400_000, 19.9, 60)).toBe(Math.ceil((2_400_000 * r) / (1 - (1 + r) ** -60)));
  });

  it("does not add a rouble for floating-point noise on an exact payment", () => {
    expect(annuityPayment(1_200_000, 0, 12)).toBe(100_000);
  });

  it("splits a free loan evenly, rounding up", () => {
    expect(annuityPayment(1_000_000, 0, 12)).toBe(83_334);
  });

  it("is zero when nothing is borrowed", () => {
    expect(annuityPayment(0, 20, 60)).toBe(0);
    expect(annuityPayment(-5, 20, 60)).toBe(0);
  });
});

describe("creditResult", () => {
  it("gives the loan, the payment, every payment together and the overpayment", () => {
    expect(creditResult(program(), { price: 1_250_000, down: 250_000, term: 60 })).toEqual({
      principal: 1_000_000,
      monthly: 22_245,
      totalPaid: 22_245 * 60,
      overpayment: 22_245 * 60 - 1_000_000,
    });
  });
});

describe("creditProblems", () => {
  const car = { price: 3_000_000, condition: "new" as const };
  it("accepts terms inside the programme", () => {
    expect(creditProblems(program(), car, { down: 600_000, term: 60 })).toEqual({});
  });
  it("refuses a car of the wrong kind or outside the price limits", () => {
    expect(creditProblems(program({ carCondition: "used" }), car, { down: 600_000, term: 60 })).toHaveProperty("program");
    expect(creditProblems(program({ priceMax: 2_000_000 }), car, { down: 600_000, term: 60 })).toHaveProperty("program");
    expect(creditProblems(program({ priceMin: 3_500_000 }), car, { down: 600_000, term: 60 })).toHaveProperty("program");
  });
  it("refuses a down payment under the minimum or not less than the price", () => {
    expect(creditProblems(program(), car, { down: 599_999, term: 60 }).down).toBe("Первоначальный взнос по этой программе — не меньше 600\u00a0000\u00a0₽");
    expect(creditProblems(program(), car, { down: 3_000_000, term: 60 }).down).toBe("Первоначальный взнос должен быть меньше стоимости автомобиля");
  });
  it("refuses a term outside the range", () => {
    expect(creditProblems(program(), car, { down: 600_000, term: 85 }).term).toBe("Срок по этой программе — от 12 до 84 месяцев");
    expect(creditProblems(program(), car, { down: 600_000, term: 11 })).toHaveProperty("term");
  });
});

describe("monthlyFrom", () => {
  const car = { price: 2_000_000, condition: "new" as const };
  it("takes the lowest payment at 20 % down over 60 months among the programmes that lend for the car", () => {
    const cheap = program({ code: "cheap", rate: 10 });
    const best = monthlyFrom([program({ code: "dear", rate: 20 }), cheap], car);
    expect(best).toEqual({ monthly: annuityPayment(1_600_000, 10, 60), program: cheap });
  });
  it("skips programmes that do not fit: another kind of car, a higher minimum down payment, a shorter term", () => {
    const fits = program({ code: "fits", rate: 25 });
    const others = [
      program({ code: "used", rate: 1, carCondition: "used" }),
      program({ code: "half", rate: 1, minDownPercent: 50 }),
      program({ code: "short", rate: 1, termMax: 36 }),
      program({ code: "cheap-cars", rate: 1, priceMax: 1_000_000 }),
    ];
    expect(monthlyFrom([...others, fits], car)?.program.code).toBe("fits");
    expect(monthlyFrom(others, car)).toBeNull();
  });
  it("never comes from a programme not every buyer may use, however cheap", () => {
    const open = program({ code: "open", rate: 20 });
    const family = program({ code: "family", rate: 5, isState: true, eligibility: "Только для семей с двумя и более детьми младше 18 лет" });
    const salary = program({ code: "salary", rate: 5, eligibility: "Только для получающих зарплату на карту банка" });
    const state = program({ code: "state", rate: 5, isState: true });
    expect(monthlyFrom([family, salary, state, open], car)?.program.code).toBe("open");
    expect(monthlyFrom([family, salary, state], car)).toBeNull();
  });
});

describe("headlinePrograms", () => {
  it("names each programme the cars' headlines come from once, in the order of the cars that first take it", () => {
    const used = program({ code: "used", rate: 10, carCondition: "used" });
    const open = program({ code: "open", rate: 12 });
    const dear = program({ code: "dear", rate: 30 });
    const cars = [
      { price: 2_000_000, condition: "new" as const },
      { price: 900_000, condition: "used" as const },
      { price: 3_000_000, condition: "new" as const },
      { price: 1_000_000, condition: "used" as const },
    ];
    expect(headlinePrograms([dear, used, open], cars).map((p) => p.code)).toEqual(["open", "used"]);
    expect(headlinePrograms([dear], cars).map((p) => p.code)).toEqual(["dear"]);
    expect(headlinePrograms([program({ code: "short", termMax: 36 })], cars)).toEqual([]);
  });
});

describe("pskRange", () => {
  it("spans the programmes' ПСК", () => {
    expect(pskRange([program({ psk: { min: 15, max: 20 } }), program({ psk: { min: 14, max: 19 } })])).toEqual({ min: 14, max: 20 });
    expect(pskRange([])).toBeNull();
  });
});
