import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing";

const PATH = "/api/rrt/form/OrderForm/create";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.db.exec("DELETE FROM leads");
});

const leads = () => api.db.prepare("SELECT * FROM leads").all() as Array<{ id: number; type: string; payload: string; page: string | null }>;

const valid = {
  NAME: "Анна-Мария Петрова",
  PHONE: "+79211234567",
  COMMENT: "Хочу посмотреть в субботу",
  AGREE: true,
  CAR_ID: 12,
  URL: "https://dealer.example/cars/haval/jolion/12",
  CALLTOUCH: false,
  CALLTOUCHDATA: "",
  FUserId: "abc123",
  sFiasId: "c2deb16a-0330-4f05-821f-1d09c93331e6",
};

describe("OrderForm/create", () => {
  it("stores the order once, even when it is sent twice", async () => {
    const first = await api.post<{ id: number; duplicate: boolean }>(PATH, valid);
    expect(first.status).toBe(200);
    expect(first.body.data.arMessages).toEqual({ id: expect.any(Number), duplicate: false });
    const second = await api.post<{ id: number; duplicate: boolean }>(PATH, valid);
    expect(second.body.data.arMessages).toEqual({ id: first.body.data.arMessages!.id, duplicate: true });

    const stored = leads();
    expect(stored).toHaveLength(1);
    expect(stored[0].type).toBe("OrderForm");
    expect(stored[0].page).toBe(valid.URL);
    const payload = JSON.parse(stored[0].payload);
    const car = api.db.prepare("SELECT price FROM cars WHERE id = 12").get() as { price: number };
    expect(payload).toMatchObject({ NAME: valid.NAME, PHONE: valid.PHONE, AGREE: true, CAR_ID: 12, CAR: { price: car.price } });
  });

  it("stores a client without cookies once: each of its posts comes with a newly issued FUserId", async () => {
    const issued = async () => (await api.get<{ FUserId: string }>("/api/rrt/main/FUserExport/getFUser")).body.data.arMessages.FUserId;
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await api.post<{ id: number; duplicate: boolean }>(PATH, { ...valid, FUserId: await issued() }));
    expect(replies.map((r) => r.body.data.arMessages.duplicate)).toEqual([false, true, true]);
    expect(new Set(replies.map((r) => r.body.data.arMessages.id)).size).toBe(1);
    expect(leads()).toHaveLength(1);
    // Another city chosen between two posts is the same lead too: who sends it does not make it another.
    expect((await api.post<{ duplicate: boolean }>(PATH, { ...valid, sFiasId: "93b3df57-4c89-44df-ac42-96f05e9cd3b9" })).body.data.arMessages.duplicate).toBe(true);
    expect(leads()).toHaveLength(1);
  });

  it("accepts a form-encoded post with a formatted phone and no comment", async () => {
    const res = await api.postForm<{ id: number }>(PATH, { NAME: "Иван", PHONE: "+7 (921) 123-45-67", AGREE: "on", CAR_ID: "12" });
    expect(res.status).toBe(200);
    expect(JSON.parse(leads()[0].payload)).toMatchObject({ PHONE: "+79211234567", COMMENT: "", CALLTOUCH: false });
  });

  it.each([
    ["a one-letter name", { NAME: "А" }, "NAME", "Введите не менее 2 букв"],
    ["a long name", { NAME: "Я".repeat(51) }, "NAME", "Введите не более 50 букв"],
    ["a Latin name", { NAME: "John" }, "NAME", "Введите имя, используя только буквы русского алфавита"],
    ["no name", { NAME: undefined }, "NAME", "Введите не менее 2 букв"],
    ["a short phone", { PHONE: "+7921123456" }, "PHONE", "Введите номер телефона"],
    ["a phone without +7", { PHONE: "89211234567" }, "PHONE", "Введите номер телефона"],
    ["no consent", { AGREE: false }, "AGREE", "Необходимо согласие на обработку персональных данных"],
    ["a long comment", { COMMENT: "а".repeat(2001) }, "COMMENT", "Комментарий должен быть не длиннее 2000 символов"],
    ["no car", { CAR_ID: undefined }, "CAR_ID", "Не указан автомобиль"],
    ["a car id that is not a number", { CAR_ID: "twelve" }, "CAR_ID", "Не указан автомобиль"],
  ])("answers VALIDATION for %s and stores nothing", async (_name, change, field, message) => {
    const res = await api.post(PATH, { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe("error");
    expect(res.body.data.arErrors).toContainEqual({ code: "VALIDATION", message, field });
    expect(leads()).toHaveLength(0);
  });

  it("lists every wrong field at once", async () => {
    const res = await api.post(PATH, { NAME: "J", PHONE: "1", CAR_ID: 12 });
    expect(res.body.data.arErrors.map((e) => e.field).sort()).toEqual(["AGREE", "NAME", "PHONE"]);
  });

  it("answers NOT_FOUND for a car that is not in stock and stores nothing", async () => {
    const res = await api.post(PATH, { ...valid, CAR_ID: 999999 });
    expect(res.status).toBe(404);
    expect(res.body.data.arErrors[0].code).toBe("NOT_FOUND");
    expect(leads()).toHaveLength(0);
  });

  it("answers BAD_REQUEST for a body that is not JSON and stores nothing", async () => {
    const response = await fetch(`${api.base}${PATH}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{NAME:" });
    expect(response.status).toBe(400);
    expect((await response.json()).data.arErrors[0].code).toBe("BAD_REQUEST");
    expect(leads()).toHaveLength(0);
  });
});
