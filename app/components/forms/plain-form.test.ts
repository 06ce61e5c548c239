import { describe, expect, it } from "vitest";
import { plainFormMetadata } from "./plain-form";

describe("plainFormMetadata", () => {
  it("names fields and messages as conform does, so the elements keep their ids when it takes over", () => {
    const { form, fields, formProps } = plainFormMetadata("callback", undefined, undefined);
    expect(form).toEqual({ id: "callback", errorId: "callback-error", errors: undefined });
    expect(fields.NAME).toEqual({ id: "callback-NAME", name: "NAME", errorId: "callback-NAME-error", errors: undefined, initialValue: undefined });
    expect(formProps).toEqual({ id: "callback", noValidate: true });
  });

  it("shows the server's answer to a post without JS: field and form errors, and what was typed", () => {
    const { form, fields, formProps } = plainFormMetadata(
      "order",
      { status: "error", initialValue: { NAME: "Ив", PHONE: "123" }, error: { PHONE: ["Введите номер телефона"], "": ["Сервис недоступен"] } },
      { NAME: "ignored once the server answered" },
    );
    expect(fields.PHONE.errors).toEqual(["Введите номер телефона"]);
    expect(fields.NAME.errors).toBeUndefined();
    expect(fields.NAME.initialValue).toBe("Ив");
    expect(form.errors).toEqual(["Сервис недоступен"]);
    expect(formProps["aria-describedby"]).toBe("order-error");
  });

  it("starts from the given values before any answer", () => {
    const { fields } = plainFormMetadata("manual", undefined, { BRAND: "Kia" });
    expect(fields.BRAND.initialValue).toBe("Kia");
    expect(fields.MODEL.initialValue).toBeUndefined();
  });
});
