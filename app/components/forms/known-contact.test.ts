import { describe, expect, it } from "vitest";
import { contactDefaults } from "./known-contact";

describe("contactDefaults", () => {
  it("gives a signed-in visitor's name, masked phone and e-mail", () => {
    expect(contactDefaults({ name: "Анна Петрова", phone: "79111234567", email: "anna@example.ru" })).toEqual({
      NAME: "Анна Петрова",
      PHONE: "+7 (911) 123-45-67",
      EMAIL: "anna@example.ru",
    });
  });

  it("leaves out what the profile does not have, and everything for a visitor who is not signed in", () => {
    expect(contactDefaults({ name: " ", phone: "79111234567", email: "" })).toEqual({ PHONE: "+7 (911) 123-45-67" });
    expect(contactDefaults(null)).toEqual({});
    expect(contactDefaults(undefined)).toEqual({});
  });
});
