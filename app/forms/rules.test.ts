import { describe, expect, it } from "vitest";
import { applyMask, PHONE_MASK } from "./mask";
import type { z } from "zod/v4";
import {
  agreementField,
  commentField,
  emailField,
  maskPhone,
  MESSAGES,
  nameField,
  normalizePhone,
  preparePhoneInput,
  phoneField,
  safePageUrl,
  sanitizeNameInput,
  stripCyrillic,
  visibleErrors,
} from "./rules";
import { formatPhone } from "~/utils/format";

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]!.message;
}

describe("name", () => {
  it("accepts 2 to 50 Russian letters, spaces and hyphens", () => {
    expect(nameField.parse("Ив")).toBe("Ив");
    expect(nameField.parse("Анна-Мария Пётр")).toBe("Анна-Мария Пётр");
    expect(nameField.parse("Ёж")).toBe("Ёж");
    expect(nameField.parse("я".repeat(50))).toBe("я".repeat(50));
    expect(nameField.parse("  Иван  ")).toBe("Иван");
  });
  it("one character: 'Введите не менее 2 букв'", () => {
    expect(messageOf(nameField, "И")).toBe("Введите не менее 2 букв");
  });
  it("empty or missing also reads as too short", () => {
    expect(messageOf(nameField, "")).toBe(MESSAGES.nameShort);
    expect(messageOf(nameField, undefined)).toBe(MESSAGES.nameShort);
    expect(messageOf(nameField, "   ")).toBe(MESSAGES.nameShort);
  });
  it("over 50: 'Введите не более 50 букв'", () => {
    expect(messageOf(nameField, "я".repeat(51))).toBe("Введите не более 50 букв");
  });
  it("anything else: 'Введите имя, используя только буквы русского алфавита'", () => {
    const letters = "Введите имя, используя только буквы русского алфавита";
    expect(messageOf(nameField, "Ivan")).toBe(letters);
    expect(messageOf(nameField, "Иван1")).toBe(letters);
    expect(messageOf(nameField, "Иван_")).toBe(letters);
    expect(messageOf(nameField, "--")).toBe(letters);
    expect(messageOf(nameField, ["Иван", "Пётр"])).toBe(letters);
  });
});

describe("sanitizeNameInput", () => {
  it("strips disallowed characters", () => {
    expect(sanitizeNameInput("Ivan Иван1!")).toBe(" Иван");
    expect(sanitizeNameInput("Пётр_<b>")).toBe("Пётр");
  });
  it("collapses repeated spaces or hyphens into one space", () => {
    expect(sanitizeNameInput("Анна  Мария")).toBe("Анна Мария");
    expect(sanitizeNameInput("Анна--Мария")).toBe("Анна Мария");
    expect(sanitizeNameInput("Анна -Мария")).toBe("Анна Мария");
    expect(sanitizeNameInput("Анна-Мария")).toBe("Анна-Мария");
  });
  it("cuts to 50 characters", () => {
    expect(sanitizeNameInput("я".repeat(60))).toHaveLength(50);
  });
});

describe("phone", () => {
  it("normalises any common way of typing the same number", () => {
    for (const typed of [
      "+7 (911) 123-45-67",
      "+79111234567",
      "89111234567",
      "8 911 123 45 67",
      "8 (911) 123-45-67",
      "79111234567",
      "9111234567",
      " 911-123-45-67 ",
      "+7 911 123.45.67",
    ]) {
      expect(normalizePhone(typed), typed).toBe("9111234567");
      expect(phoneField.parse(typed)).toBe("+79111234567");
    }
  });
  it("anything but 10 national digits: 'Введите номер телефона'", () => {
    for (const typed of ["", "+7 (911) 123-45-6", "+7 (", "911123456", "991112345678", "+8 911 123 45 67", "+7 911 123 45 678", "911 123 45 67 доб. 1", "abc"]) {
      expect(messageOf(phoneField, typed), typed).toBe("Введите номер телефона");
    }
    expect(messageOf(phoneField, undefined)).toBe(MESSAGES.phone);
    expect(messageOf(phoneField, ["9111234567"])).toBe(MESSAGES.phone);
  });
  it("a pasted or autofilled whole number reaches the mask without its country prefix", () => {
    expect(preparePhoneInput("8 (911) 123-45-67", "")).toBe("9111234567");
    expect(preparePhoneInput("+79111234567", "")).toBe("9111234567");
    expect(preparePhoneInput("9111234567", "")).toBe("9111234567");
    expect(preparePhoneInput("12345678901234", "")).toBe("12345678901234");
  });
  it("a leading 8 or 7 typed as the first digit is the country prefix, elsewhere a digit", () => {
    // Key by key, as the mask receives them, with what is typed so far in front of the caret.
    const type = (keys: string) => {
      let typed = "";
      for (const key of keys) typed += preparePhoneInput(key, typed);
      return applyMask(PHONE_MASK, typed);
    };
    expect(type("89111234567")).toBe("+7 (911) 123-45-67");
    expect(type("79111234567")).toBe("+7 (911) 123-45-67");
    expect(type("+79111234567")).toBe("+7 (911) 123-45-67");
    expect(type("9111234567")).toBe("+7 (911) 123-45-67");
    expect(type("88123456789")).toBe("+7 (812) 345-67-89");
    expect(type("+78123456789")).toBe("+7 (812) 345-67-89");
    expect(preparePhoneInput("8", "+7 (911")).toBe("8");
    expect(preparePhoneInput("+7 (911", "")).toBe("+7 (911");
  });
  it("masks a server-side value back for the field", () => {
    expect(maskPhone("89111234567")).toBe("+7 (911) 123-45-67");
    expect(maskPhone("12")).toBe("12");
  });
  it("is shown as '+7 XXX XXX XX XX' by the shared formatter", () => {
    expect(formatPhone("79111234567")).toBe("+7 911 123 45 67");
  });
});

describe("email", () => {
  it("accepts a simple email and trims it", () => {
    expect(emailField.parse(" ivan@example.ru ")).toBe("ivan@example.ru");
  });
  it("'Введите корректный email' for anything else", () => {
    for (const typed of ["", "ivan", "ivan@", "ivan@example", "iv an@example.ru", "@example.ru", `${"a".repeat(250)}@b.ru`]) {
      expect(messageOf(emailField, typed), typed).toBe("Введите корректный email");
    }
    expect(messageOf(emailField, 42)).toBe(MESSAGES.email);
  });
  it("'Email не должен содержать русские буквы' for Cyrillic", () => {
    expect(messageOf(emailField, "иван@example.ru")).toBe("Email не должен содержать русские буквы");
    expect(messageOf(emailField, "ivan@пример.рф")).toBe(MESSAGES.emailCyrillic);
    // The browser's punycode of a mistyped Russian letter in the domain, as a type=email field sends it.
    expect(messageOf(emailField, "name@mail.xn--ru-rlc")).toBe(MESSAGES.emailCyrillic);
    expect(messageOf(emailField, "name@xn--e1afmkfd.xn--p1ai")).toBe(MESSAGES.emailCyrillic);
  });
  it("typing strips Cyrillic", () => {
    expect(stripCyrillic("ivanиван@exаmple.ru")).toBe("ivan@exmple.ru");
  });
});

describe("agreement", () => {
  it("must be ticked", () => {
    expect(agreementField.parse("on")).toBe(true);
    expect(messageOf(agreementField, undefined)).toBe(MESSAGES.agreement);
    expect(messageOf(agreementField, "off")).toBe(MESSAGES.agreement);
  });
  it("carries no visible text", () => {
    expect(visibleErrors([MESSAGES.agreement])).toEqual([]);
    expect(visibleErrors([MESSAGES.phone])).toEqual([MESSAGES.phone]);
  });
});

describe("comment", () => {
  it("is optional and trimmed", () => {
    expect(commentField.parse(undefined)).toBe("");
    expect(commentField.parse(" Когда?\nСпасибо\t ")).toBe("Когда?\nСпасибо");
  });
  it("at most 2000 characters, no control characters", () => {
    expect(messageOf(commentField, "а".repeat(2001))).toBe("Комментарий должен быть не длиннее 2000 символов");
    expect(messageOf(commentField, "a\u0000b")).toBe("Комментарий содержит недопустимые символы");
  });
});

describe("page URL and back path", () => {
  it("keeps site paths and http(s) addresses only", () => {
    expect(safePageUrl("/cars/haval")).toBe("/cars/haval");
    expect(safePageUrl("http://localhost:3000/?a=1")).toBe("http://localhost:3000/?a=1");
    expect(safePageUrl("//evil.example")).toBeUndefined();
    expect(safePageUrl("/\\evil.example")).toBeUndefined();
    expect(safePageUrl("javascript:alert(1)")).toBeUndefined();
    expect(safePageUrl("/a b")).toBeUndefined();
    expect(safePageUrl(["/"])).toBeUndefined();
  });
});
