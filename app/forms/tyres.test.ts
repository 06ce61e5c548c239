import { describe, expect, it } from "vitest";
import { tyreSchema } from "./tyres";

const valid = {
  CENTER: "avtodom-pulkovo", DATE: "2026-12-01", TIME: "10:30", SERVICE: "change-store", SIZES: "205/55r16", WHEELS: "4", RIMS: "1",
  BRAND: "Kia", MODEL: "Rio", YEAR: "2019", NAME: "Иван Петров", PHONE: "+7 (911) 123-45-67", AGREE: "on",
};

const messages = (input: Record<string, unknown>) => {
  const parsed = tyreSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("tyreSchema", () => {
  it("passes a change with storage as the dealer API's payload", () => {
    const parsed = tyreSchema.parse(valid);
    expect(parsed).toMatchObject({ SERVICE: "change-store", SIZES: "205/55r16", WHEELS: "4", RIMS: "1", YEAR: 2019, PHONE: "+79111234567" });
  });

  it("asks for the set to store only when something is stored", () => {
    expect(messages({ ...valid, SERVICE: "change", SIZES: "", RIMS: undefined })).toEqual({});
    expect(messages({ ...valid, SIZES: "большие", WHEELS: "12", RIMS: undefined })).toEqual({
      SIZES: "Укажите размер шин, например 205/55 R16",
      WHEELS: "Укажите число колёс от 1 до 8",
      RIMS: "Укажите, на дисках ли колёса",
    });
    expect(messages({ ...valid, SIZES: "225/45 R18, 255/40 R18" })).toEqual({});
  });

  it("says every wrong field at once, the set's with the contact's", () => {
    expect(Object.keys(messages({ ...valid, NAME: "", SIZES: "" }))).toEqual(expect.arrayContaining(["NAME", "SIZES"]));
  });

  it("keeps a pickup to a change", () => {
    expect(messages({ ...valid, SERVICE: "store", PICKUP: "12" })).toEqual({ SERVICE: "Чтобы забрать колёса с хранения, выберите замену колёс" });
  });
});
