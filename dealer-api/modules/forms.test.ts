import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type Reply, type TestApi } from "../testing";
import { MESSAGES } from "./forms";

const CONSULTATION = "/api/rrt/form/GetConsultationForm/create";
const SUBSCRIBE = "/api/rrt/form/NewsSubscribeForm/create";
const CALLBACK = "/api/rrt/form/CallBackBodyPageForm/create";

type Stored = { id: number; duplicate: boolean };
type LeadRow = { type: string; payload: string; page: string | null };

const consultation = {
  NAME: "Анна-Мария Иванова",
  PHONE: "+79111234567",
  COMMENT: "Интересует кроссовер до 3 млн,\nлучше в наличии.",
  CITY: "Санкт-Петербург",
  AGREE: true,
  URL: "/cars/haval/jolion/123",
  CALLTOUCH: true,
  CALLTOUCHDATA: { sessionId: 123, siteId: "abc" },
};

function expectFieldError(reply: Reply, field: string, message?: string) {
  expectEnvelopeError(reply, 400, "VALIDATION");
  const error = reply.body.data.arErrors.find((e) => e.field === field);
  if (!error) throw new Error(`no error for ${field}: ${JSON.stringify(reply.body.data.arErrors)}`);
  expect(error.message).toMatch(/[А-Яа-яЁё]/);
  if (message) expect(error.message).toBe(message);
}

describe("lead forms", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const leads = () => api.count("leads");
  const lastLead = () => api.db.prepare("SELECT type, payload, page FROM leads ORDER BY id DESC LIMIT 1").get() as LeadRow;

  describe("GetConsultationForm", () => {
    it("stores a valid request and answers its id", async () => {
      const before = leads();
      const reply = await api.post<Stored>(CONSULTATION, consultation);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        status: "success",
        data: { arMessages: { id: expect.any(Number), duplicate: false }, arErrors: [] },
        errors: [],
      });
      expect(leads()).toBe(before + 1);
      const row = lastLead();
      expect(row.type).toBe("GetConsultationForm");
      expect(row.page).toBe(consultation.URL);
      expect(JSON.parse(row.payload)).toEqual(consultation);
    });

    it("stores a repeated identical submission once, fields in any order", async () => {
      const body = { ...consultation, NAME: "Пётр", PHONE: "+79210000001" };
      const first = await api.post<Stored>(CONSULTATION, body);
      const count = leads();
      const reordered = Object.fromEntries(Object.entries(body).reverse());
      const second = await api.post<Stored>(`${CONSULTATION}/`, reordered);
      expect(second.status).toBe(200);
      expect(second.body.data.arMessages).toEqual({ id: first.body.data.arMessages.id, duplicate: true });
      expect(leads()).toBe(count);
    });

    it("stores two concurrent identical posts once", async () => {
      const body = { ...consultation, NAME: "Олег", PHONE: "+79210000002" };
      const before = leads();
      const replies = await Promise.all([
        api.post<Stored>(CONSULTATION, body),
        api.post<Stored>(CONSULTATION, body),
        api.post<Stored>(CONSULTATION, body),
      ]);
      expect(leads()).toBe(before + 1);
      const ids = new Set(replies.map((r) => r.body.data.arMessages.id));
      expect(ids.size).toBe(1);
      expect(replies.filter((r) => r.body.data.arMessages.duplicate)).toHaveLength(2);
    });

    it("a different submission is a new lead", async () => {
      const a = await api.post<Stored>(CONSULTATION, { ...consultation, NAME: "Вера", PHONE: "+79210000003" });
      const b = await api.post<Stored>(CONSULTATION, { ...consultation, NAME: "Вера", PHONE: "+79210000004" });
      expect(b.body.data.arMessages.id).not.toBe(a.body.data.arMessages.id);
      expect(b.body.data.arMessages.duplicate).toBe(false);
    });

    it("accepts the minimal form-encoded post of a browser without JS", async () => {
      const reply = await api.postRaw<Stored>(
        CONSULTATION,
        new URLSearchParams({ NAME: "Иван", PHONE: "+79111230000", AGREE: "on", CALLTOUCH: "false", CALLTOUCHDATA: "" }).toString(),
        "application/x-www-form-urlencoded",
      );
      expect(reply.status).toBe(200);
      expect(JSON.parse(lastLead().payload)).toEqual({ NAME: "Иван", PHONE: "+79111230000", AGREE: true, CALLTOUCH: false });
      expect(lastLead().page).toBeNull();
    });

    it("keeps only the form's fields and normalises empty ones", async () => {
      await api.post(CONSULTATION, {
        NAME: "  Семён ",
        PHONE: "+79111230001",
        AGREE: "Y",
        COMMENT: "",
        CITY: null,
        honeypot: "x",
        FUserId: "abc",
        isAdmin: true,
      });
      expect(JSON.parse(lastLead().payload)).toEqual({ NAME: "Семён", PHONE: "+79111230001", AGREE: true, CALLTOUCH: false });
    });

    it.each<[string, unknown, string?]>([
      ["", "", MESSAGES.nameShort],
      ["one letter", "И", MESSAGES.nameShort],
      ["51 letters", "Я".repeat(51), MESSAGES.nameLong],
      ["Latin letters", "Ivan", MESSAGES.nameLetters],
      ["digits", "Иван2", MESSAGES.nameLetters],
      ["only hyphens", "---", MESSAGES.nameLetters],
      ["a NUL byte", "Ив\u0000ан", MESSAGES.nameLetters],
      ["a line break", "Иван\nПетров", MESSAGES.nameLetters],
      ["a tag", "<b>Иван</b>", MESSAGES.nameLetters],
      ["a number", 42, MESSAGES.nameLetters],
      ["an array", ["Иван"], MESSAGES.nameLetters],
      ["an object", { first: "Иван" }, MESSAGES.nameLetters],
      ["null", null, MESSAGES.nameLetters],
      ["a huge string", "Я".repeat(30_000), MESSAGES.nameLong],
    ])("rejects NAME as %s", async (_label, NAME, message) => {
      const before = leads();
      expectFieldError(await api.post(CONSULTATION, { ...consultation, NAME }), "NAME", message);
      expect(leads()).toBe(before);
    });

    it("takes й and ё written with combining marks, and stores them composed", async () => {
      const reply = await api.post<Stored>(CONSULTATION, { ...consultation, NAME: "Андреи\u0306 Семе\u0308нов" });
      expect(reply.status).toBe(200);
      expect(JSON.parse(lastLead().payload).NAME).toBe("Андрей Семёнов");
    });

    it("says 'too short' when NAME is missing", async () => {
      const { NAME: _omit, ...rest } = consultation;
      expectFieldError(await api.post(CONSULTATION, rest), "NAME", MESSAGES.nameShort);
    });

    it.each<[string, unknown]>([
      ["missing", undefined],
      ["without plus", "79111234567"],
      ["starting with 8", "89111234567"],
      ["masked", "+7 (911) 123-45-67"],
      ["9 digits", "+791112345"],
      ["11 digits", "+791112345678"],
      ["another country", "+19111234567"],
      ["a number", 79111234567],
      ["an array", ["+79111234567"]],
    ])("rejects PHONE %s", async (_label, PHONE) => {
      const before = leads();
      expectFieldError(await api.post(CONSULTATION, { ...consultation, PHONE }), "PHONE", MESSAGES.phone);
      expect(leads()).toBe(before);
    });

    it.each<[string, unknown]>([
      ["missing", undefined],
      ["false", false],
      ["'false'", "false"],
      ["'off'", "off"],
      ["1 as a number", 1],
      ["an array", ["on"]],
    ])("rejects AGREE %s", async (_label, AGREE) => {
      const before = leads();
      expectFieldError(await api.post(CONSULTATION, { ...consultation, AGREE }), "AGREE", MESSAGES.agree);
      expect(leads()).toBe(before);
    });

    it.each<[string, string, unknown]>([
      ["COMMENT over 2000 characters", "COMMENT", "а".repeat(2001)],
      ["COMMENT with a control character", "COMMENT", "Привет\u0007"],
      ["COMMENT as an array", "COMMENT", ["a", "b"]],
      ["COMMENT as a number", "COMMENT", 5],
      ["CITY over 100 characters", "CITY", "Г".repeat(101)],
      ["CITY as an object", "CITY", { name: "Казань" }],
      ["CITY with a tab", "CITY", "Каз\tань"],
      ["URL with javascript:", "URL", "javascript:alert(1)"],
      ["URL protocol-relative", "URL", "//evil.example/"],
      ["URL with a backslash after the slash", "URL", "/\\evil.example/"],
      ["URL with spaces", "URL", "/catalog page"],
      ["URL over 2000 characters", "URL", `/${"a".repeat(2000)}`],
      ["URL as an array", "URL", ["/"]],
      ["CALLTOUCH as a word", "CALLTOUCH", "maybe"],
      ["CALLTOUCH as a number", "CALLTOUCH", 2],
      ["CALLTOUCHDATA as an array", "CALLTOUCHDATA", [1, 2]],
      ["CALLTOUCHDATA as a number", "CALLTOUCHDATA", 7],
      ["CALLTOUCHDATA over 10000 characters", "CALLTOUCHDATA", { blob: "x".repeat(10_000) }],
      ["CALLTOUCHDATA as a long string", "CALLTOUCHDATA", "x".repeat(10_001)],
    ])("rejects %s", async (_label, field, value) => {
      const before = leads();
      expectFieldError(await api.post(CONSULTATION, { ...consultation, [field]: value }), field);
      expect(leads()).toBe(before);
    });

    it("accepts the longest allowed values and an https URL", async () => {
      const reply = await api.post<Stored>(CONSULTATION, {
        ...consultation,
        NAME: "Я".repeat(50),
        COMMENT: "к".repeat(2000),
        CITY: "Г".repeat(100),
        URL: `https://example.ru/${"a".repeat(1970)}`,
        CALLTOUCHDATA: "x".repeat(10_000),
      });
      expect(reply.status).toBe(200);
    });

    it("refuses deeply nested CALLTOUCHDATA, which would overflow the serialisers, and stores a shallow one", async () => {
      const before = leads();
      const nested = (depth: number) =>
        `{"NAME":"Иван","PHONE":"+79111234500","AGREE":true,"CALLTOUCHDATA":{"a":${"[".repeat(depth)}${"]".repeat(depth)}}}`;
      for (const depth of [40_000, 4000, 16]) {
        expectFieldError(await api.postRaw(CONSULTATION, nested(depth), "application/json"), "CALLTOUCHDATA");
      }
      expect(leads()).toBe(before);
      expect((await api.postRaw(CONSULTATION, nested(15), "application/json")).status).toBe(200);
      expect(leads()).toBe(before + 1);
    });

    it("lists one error per field when several are wrong", async () => {
      const reply = await api.post(CONSULTATION, { NAME: "I", PHONE: "1", AGREE: false });
      expectEnvelopeError(reply, 400, "VALIDATION");
      expect(reply.body.data.arErrors.map((e) => e.field)).toEqual(["NAME", "PHONE", "AGREE"]);
    });
  });

  describe("NewsSubscribeForm", () => {
    it("stores a subscription once", async () => {
      const before = leads();
      const first = await api.post<Stored>(SUBSCRIBE, { AGREEMENT: "on", EMAIL: "ivan.petrov+news@example.ru" });
      expect(first.status).toBe(200);
      expect(first.body.data.arMessages.duplicate).toBe(false);
      expect(lastLead()).toEqual({
        type: "NewsSubscribeForm",
        payload: JSON.stringify({ AGREEMENT: "on", EMAIL: "ivan.petrov+news@example.ru" }),
        page: null,
      });
      const again = await api.postRaw<Stored>(
        SUBSCRIBE,
        "AGREEMENT=on&EMAIL=ivan.petrov%2Bnews%40example.ru",
        "application/x-www-form-urlencoded",
      );
      expect(again.body.data.arMessages).toEqual({ id: first.body.data.arMessages.id, duplicate: true });
      expect(leads()).toBe(before + 1);
    });

    it.each<[string, unknown, string]>([
      ["missing", undefined, MESSAGES.email],
      ["without @", "ivan.example.ru", MESSAGES.email],
      ["without a domain dot", "ivan@example", MESSAGES.email],
      ["with a space", "ivan petrov@example.ru", MESSAGES.email],
      ["with Cyrillic", "иван@example.ru", MESSAGES.emailCyrillic],
      ["on a Cyrillic domain", "ivan@почта.рф", MESSAGES.emailCyrillic],
      ["over 254 characters", `${"a".repeat(250)}@example.ru`, MESSAGES.email],
      ["an array", ["ivan@example.ru"], MESSAGES.email],
      ["a huge string", `${"a".repeat(50_000)}@example.ru`, MESSAGES.email],
    ])("rejects EMAIL %s", async (_label, EMAIL, message) => {
      const before = leads();
      expectFieldError(await api.post(SUBSCRIBE, { AGREEMENT: "on", EMAIL }), "EMAIL", message);
      expect(leads()).toBe(before);
    });

    it.each<[string, unknown]>([
      ["missing", undefined],
      ["off", "off"],
      ["empty", ""],
    ])("rejects AGREEMENT %s", async (_label, AGREEMENT) => {
      const before = leads();
      expectFieldError(await api.post(SUBSCRIBE, { AGREEMENT, EMAIL: "a@example.ru" }), "AGREEMENT", MESSAGES.agree);
      expect(leads()).toBe(before);
    });
  });

  describe("CallBackBodyPageForm", () => {
    const callback = { NAME: "Ирина", PHONE: "+79991112233", COMMENT: "Перезвоните после 18:00", AGREE: true, URL: "/service" };

    it("stores a call-back request once, separately from a consultation with the same fields", async () => {
      const before = leads();
      const first = await api.post<Stored>(CALLBACK, callback);
      expect(first.status).toBe(200);
      expect(lastLead()).toMatchObject({ type: "CallBackBodyPageForm", page: "/service" });
      expect(JSON.parse(lastLead().payload)).toEqual(callback);
      const again = await api.post<Stored>(CALLBACK, callback);
      expect(again.body.data.arMessages).toEqual({ id: first.body.data.arMessages.id, duplicate: true });
      const other = await api.post<Stored>(CONSULTATION, callback);
      expect(other.body.data.arMessages.duplicate).toBe(false);
      expect(leads()).toBe(before + 2);
    });

    it("drops call-tracking fields it does not take", async () => {
      await api.post(CALLBACK, { ...callback, PHONE: "+79991112234", CALLTOUCH: true, CALLTOUCHDATA: { a: 1 } });
      expect(Object.keys(JSON.parse(lastLead().payload)).sort()).toEqual(["AGREE", "COMMENT", "NAME", "PHONE", "URL"]);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ["a short name", { NAME: "И" }, "NAME"],
      ["a bad phone", { PHONE: "+7999" }, "PHONE"],
      ["no consent", { AGREE: false }, "AGREE"],
      ["a long comment", { COMMENT: "x".repeat(2001) }, "COMMENT"],
      ["a bad URL", { URL: "data:text/html,hi" }, "URL"],
    ])("rejects %s", async (_label, change, field) => {
      const before = leads();
      expectFieldError(await api.post(CALLBACK, { ...callback, ...change }), field);
      expect(leads()).toBe(before);
    });
  });

  describe("garbage bodies", () => {
    it.each([CONSULTATION, SUBSCRIBE, CALLBACK])("%s answers 4xx envelopes and stores nothing", async (path) => {
      const before = leads();
      expectEnvelopeError(await api.postRaw(path, "{bad json", "application/json"), 400, "BAD_REQUEST");
      expectEnvelopeError(await api.postRaw(path, '"just a string"', "application/json"), 400, "BAD_REQUEST");
      expectEnvelopeError(await api.postRaw(path, "[1,2,3]", "application/json"), 400, "VALIDATION");
      expectEnvelopeError(await api.postRaw(path, "null", "application/json"), 400, "BAD_REQUEST");
      expectEnvelopeError(await api.postRaw(path, "", "application/json"), 400, "VALIDATION");
      // A broken percent escape is kept literally by the form decoder, so it fails as a field.
      expectEnvelopeError(await api.postRaw(path, "NAME=%E0%A4%A", "application/x-www-form-urlencoded"), 400, "VALIDATION");
      expectEnvelopeError(await api.postRaw(path, "<xml/>", "text/xml"), 400, "VALIDATION");
      const huge = JSON.stringify({ NAME: "Я".repeat(200_000), PHONE: "+79111234567", AGREE: true });
      const tooLarge = await api.postRaw(path, huge, "application/json");
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.status).toBe("error");
      expect(tooLarge.body.data.arErrors[0].code).toBe("BAD_REQUEST");
      expect(leads()).toBe(before);
    });

    it("an unknown form or a GET is NOT_FOUND", async () => {
      expectEnvelopeError(await api.post("/api/rrt/form/NoSuchForm/create", consultation), 404, "NOT_FOUND");
      expectEnvelopeError(await api.get(CONSULTATION), 404, "NOT_FOUND");
    });
  });
});
