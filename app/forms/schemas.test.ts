import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { callBackSchema } from "./callback";
import { consultationSchema } from "./consultation";
import { newsletterSchema } from "./newsletter";
import { MESSAGES } from "./rules";

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  }
  return data;
}

describe("consultation", () => {
  it("turns a plain post into the API payload", () => {
    const submission = parseWithZod(
      form({ NAME: "Иван", PHONE: "8 911 123-45-67", COMMENT: "", AGREE: "on", URL: "/company" }),
      { schema: consultationSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      NAME: "Иван",
      PHONE: "+79111234567",
      COMMENT: "",
      AGREE: true,
      URL: "/company",
      CALLTOUCH: false,
      CALLTOUCHDATA: "",
    });
  });
  it("reports every field's message, the agreement without text", () => {
    const submission = parseWithZod(form({ NAME: "I", PHONE: "123" }), { schema: consultationSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toMatchObject({
      NAME: [MESSAGES.nameShort],
      PHONE: [MESSAGES.phone],
      AGREE: [MESSAGES.agreement],
    });
  });
  it("keeps a widget answer and drops a foreign URL", () => {
    const submission = parseWithZod(
      form({ NAME: "Иван", PHONE: "+7 (911) 123-45-67", AGREE: "on", URL: "//evil", CALLTOUCH: "true", CALLTOUCHDATA: "{}" }),
      { schema: consultationSchema },
    );
    expect(submission.status === "success" && submission.value).toMatchObject({ URL: undefined, CALLTOUCH: true, CALLTOUCHDATA: "{}" });
  });
});

describe("newsletter", () => {
  it("sends AGREEMENT 'on' and the email", () => {
    const submission = parseWithZod(form({ EMAIL: "a@b.ru", AGREEMENT: "on" }), { schema: newsletterSchema });
    expect(submission.status === "success" && submission.value).toEqual({ EMAIL: "a@b.ru", AGREEMENT: "on" });
  });
  it("reports the email and the agreement", () => {
    const submission = parseWithZod(form({ EMAIL: "почта@b.ru" }), { schema: newsletterSchema });
    expect(submission.reply().error).toMatchObject({ EMAIL: [MESSAGES.emailCyrillic], AGREEMENT: [MESSAGES.agreement] });
  });
});

describe("call-back", () => {
  it("turns a plain post into the API payload", () => {
    const submission = parseWithZod(
      form({ NAME: "Анна", PHONE: "9111234567", COMMENT: " Вопрос ", AGREE: "on", URL: "http://x.ru/" }),
      { schema: callBackSchema },
    );
    expect(submission.status === "success" && submission.value).toEqual({
      NAME: "Анна",
      PHONE: "+79111234567",
      COMMENT: "Вопрос",
      AGREE: true,
      URL: "http://x.ru/",
    });
  });
  it("a repeated field is an error of that field, not a crash", () => {
    const submission = parseWithZod(form({ NAME: ["Анна", "Анна"], PHONE: ["1", "2"], AGREE: "on" }), { schema: callBackSchema });
    expect(submission.reply().error).toMatchObject({ NAME: [MESSAGES.nameLetters], PHONE: [MESSAGES.phone] });
  });
});
