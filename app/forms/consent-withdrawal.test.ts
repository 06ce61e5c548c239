import { describe, expect, it } from "vitest";
import { WITHDRAWAL_FORM_MESSAGES, withdrawalFormSchema } from "./consent-withdrawal";

const errors = (input: Record<string, string>) => {
  const parsed = withdrawalFormSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ""), issue.message]));
};

describe("the consent withdrawal form", () => {
  it("gives the dealer API an e-mail, a phone in its notation, or both", () => {
    expect(withdrawalFormSchema.parse({ SCOPE: "marketing", EMAIL: " Ivan@Example.ru " })).toEqual({ SCOPE: "marketing", EMAIL: "Ivan@Example.ru", PHONE: undefined });
    expect(withdrawalFormSchema.parse({ SCOPE: "all", PHONE: "+7 (911) 123-45-67" })).toMatchObject({ PHONE: "+79111234567" });
  });

  it("asks for an address, a valid one, and which consent", () => {
    expect(errors({ SCOPE: "marketing" })).toEqual({ EMAIL: WITHDRAWAL_FORM_MESSAGES.address });
    expect(errors({ SCOPE: "marketing", EMAIL: "иван@почта.рф" })).toEqual({ EMAIL: "Email не должен содержать русские буквы" });
    expect(errors({ SCOPE: "marketing", PHONE: "123" })).toEqual({ PHONE: "Введите номер телефона" });
    expect(errors({ EMAIL: "a@example.ru" })).toEqual({ SCOPE: WITHDRAWAL_FORM_MESSAGES.scope });
  });
});
