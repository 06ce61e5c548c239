import { describe, expect, it } from "vitest";
import { annuityPayment, type CreditProgram } from "../../../lib/credit";
import { calculatorSearch, calculatorState, programLabel, termLabel } from "./calculator-state";

const program = (over: Partial<CreditProgram>): CreditProgram => ({
  code: "p",
  name: "Программа",
  bank: { code: "b", name: "Банк", license: "№ 1" },
  rate: 20,
  minDownPercent: 20,
  termMin: 12,
  termMax: 84,
  carCondition: "any",
  priceMin: null,
  priceMax: null,
  isState: false,
  eligibility: null,
  psk: { min: 20, max: 25 },
  ...over,
});
const PROGRAMS = [
  program({ code: "market", rate: 20 }),
  program({ code: "state", rate: 12, carCondition: "new", priceMax: 5_000_000, termMax: 60, isState: true, eligibility: "Только для семей с двумя и более детьми младше 18 лет" }),
  program({ code: "used", rate: 25, carCondition: "used", minDownPercent: 0 }),
];
const car = { price: 3_000_000, condition: "new" as const };

describe("calculatorState", () => {
  it("starts where «от N ₽/мес» does: the cheapest programme any buyer may use, 20 % down, 60 months", () => {
    const state = calculatorState({}, PROGRAMS, car);
    expect(state.programs.map((p) => p.code)).toEqual(["market", "state"]);
    expect(state.program?.code).toBe("market");
    expect(state.down).toBe(600_000);
    expect(state.term).toBe(60);
    expect(state.result?.monthly).toBe(annuityPayment(2_400_000, 20, 60));
  });

  it("names a programme not every buyer may use with who may, and no programme with its rate", () => {
    expect(programLabel(PROGRAMS[1]!)).toBe("Программа (господдержка), Банк. Только для семей с двумя и более детьми младше 18 лет");
    expect(programLabel(PROGRAMS[0]!)).toBe("Программа, Банк");
  });

  it("reads the down payment in roubles or in percent", () => {
    expect(calculatorState({ program: "market", down: "900 000", unit: "rub" }, PROGRAMS, car).down).toBe(900_000);
    expect(calculatorState({ program: "market", down: "35", unit: "percent" }, PROGRAMS, car).down).toBe(1_050_000);
    expect(calculatorState({ program: "market", down: "12,5", unit: "percent" }, PROGRAMS, car).down).toBe(375_000);
  });

  it("names what does not fit the programme instead of a result", () => {
    const state = calculatorState({ program: "market", down: "100000" }, PROGRAMS, car);
    expect(state.problems.down).toMatch(/не меньше 600/);
    expect(state.result).toBeNull();
  });

  it("brings the term within the programme's range and falls back on anything unreadable", () => {
    expect(calculatorState({ program: "state", term: "84" }, PROGRAMS, car).term).toBe(60);
    const odd = calculatorState({ program: "nope", down: "много", unit: "euro", term: "x" }, PROGRAMS, car);
    expect(odd).toMatchObject({ unit: "rub", down: 600_000, term: 60 });
    expect(odd.program?.code).toBe("market");
  });

  it("takes the standalone calculator's price and kind of car", () => {
    const state = calculatorState({ price: "1 500 000", condition: "used" }, PROGRAMS);
    expect(state.car).toEqual({ price: 1_500_000, condition: "used" });
    expect(state.programs.map((p) => p.code)).toEqual(["market", "used"]);
  });

  it("writes its state back as an address query", () => {
    const state = calculatorState({ program: "market", down: "30", unit: "percent", term: "48" }, PROGRAMS, car);
    expect(calculatorSearch(state, 7)).toBe("car=7&program=market&down=30&unit=percent&term=48");
    expect(calculatorState(Object.fromEntries(new URLSearchParams(calculatorSearch(state, 7))), PROGRAMS, car)).toEqual(state);
  });
});

describe("termLabel", () => {
  it("says years in Russian with the months", () => {
    expect(termLabel(12)).toBe("1 год (12 мес.)");
    expect(termLabel(36)).toBe("3 года (36 мес.)");
    expect(termLabel(60)).toBe("5 лет (60 мес.)");
    expect(termLabel(18)).toBe("18 мес.");
  });
});
