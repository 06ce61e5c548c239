import { describe, expect, it } from "vitest";
import { DealerApiBusinessError } from "~/dealer-client/errors.server";
import { formFailure } from "./api-failures.server";

/*
 * An action's dealer API refusal as the visitor gets it (ADR 009): the API's message, on its
 * field or above the form, with 400; a car the API says may not be sold keeps its 409
 * (ADR 063), whichever of the four posts that would sell or hold it was refused.
 */

const NOT_FOR_SALE = "Этот автомобиль снят с продажи. Выберите другой автомобиль в каталоге или позвоните нам";

describe("formFailure", () => {
  it.each(["orderFormCreate", "creditApplication", "testDriveCreate", "createReservation"])("answers NOT_FOR_SALE of %s with 409 and the API's message above the form", (endpoint) => {
    const failure = formFailure(new DealerApiBusinessError(endpoint, 409, [{ code: "NOT_FOR_SALE", message: NOT_FOR_SALE }]), ["NAME", "PHONE"]);
    expect(failure).toEqual({ status: 409, fieldErrors: {}, formErrors: [NOT_FOR_SALE] });
  });

  it("answers any other refusal with 400, its messages on the fields they name", () => {
    const failure = formFailure(
      new DealerApiBusinessError("orderFormCreate", 409, [
        { code: "CAR_RESERVED", message: "Этот автомобиль уже забронирован другим покупателем. Выберите другой автомобиль или позвоните нам" },
        { code: "VALIDATION", message: "Введите номер телефона", field: "PHONE" },
      ]),
      ["NAME", "PHONE"],
    );
    expect(failure).toEqual({
      status: 400,
      fieldErrors: { PHONE: ["Введите номер телефона"] },
      formErrors: ["Этот автомобиль уже забронирован другим покупателем. Выберите другой автомобиль или позвоните нам"],
    });
  });
});
