import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { carYearMax, serviceSchema } from "./service";

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return parseWithZod(form, { schema: serviceSchema });
}

const valid = {
  CENTER: "avtodom-pulkovo",
  DATE: "2026-11-25",
  TIME: "10:00",
  WORK: "maintenance",
  BRAND: " Haval ",
  MODEL: "Jolion",
  YEAR: "2021",
  PLATE: "а123вс 78",
  NAME: "Анна",
  PHONE: "+7 (921) 123-45-67",
  AGREE: "on",
};

describe("serviceSchema", () => {
  it("gives the dealer API's payload", () => {
    const result = parse(valid);
    expect(result.status).toBe("success");
    if (result.status === "success") {
      expect(result.value).toMatchObject({ BRAND: "Haval", YEAR: 2021, PLATE: "А123ВС78", PHONE: "+79211234567", AGREE: true });
    }
  });

  it("names every missing choice, the unchosen time included", () => {
    const result = parse({ CENTER: "avtodom-pulkovo", DATE: "2026-11-25" });
    expect(result.reply().error).toMatchObject({
      TIME: ["Выберите время"],
      WORK: ["Выберите вид работ"],
      BRAND: ["Укажите марку автомобиля"],
      MODEL: ["Укажите модель автомобиля"],
      YEAR: [`Укажите год выпуска от 1950 до ${carYearMax()}`],
    });
  });

  it("refuses a year out of range and a plate with other characters", () => {
    const result = parse({ ...valid, YEAR: String(carYearMax() + 1), PLATE: "<b>" });
    expect(Object.keys(result.reply().error ?? {})).toEqual(["YEAR", "PLATE"]);
  });
});
