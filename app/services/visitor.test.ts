import { describe, expect, it } from "vitest";
import type { DealerApiClient } from "~/dealer-client/index.server";
import {
  anonymousVisitor,
  isCrawler,
  listsStampCookie,
  listsStampOf,
  resolveVisitor,
  snapshotOf,
  usableSnapshot,
  visitedCookie,
  visitedMarkOf,
  visitorFromSnapshot,
} from "./visitor.server";
import type { Log } from "./log.server";

const quiet = () => {};
const logger: Log = { debug: quiet, info: quiet, warn: quiet, error: quiet };
const user = (id: string, extra: Record<string, unknown> = {}) => ({
  NewFUser: false,
  FUserId: id,
  IsAuthorized: false,
  FavoritesItems: [3, 5],
  CompareItems: [5],
  sUserName: "",
  sUserPhone: "",
  ...extra,
});

/** A client whose answers are given per endpoint; a function answer may throw. */
function fakeApi(answers: Record<string, (payload: Record<string, unknown>) => unknown>) {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const api = {
    send: async (name: string, payload: Record<string, unknown> = {}) => {
      calls.push([name, payload]);
      const answer = answers[name];
      if (!answer) throw new Error(`unexpected call ${name}`);
      return answer(payload);
    },
    withIdentity: () => api,
  } as unknown as DealerApiClient;
  return { api, calls };
}

describe("resolveVisitor", () => {
  it("issues an id on the first visit and sets an HttpOnly, SameSite=Lax cookie", async () => {
    const { api, calls } = fakeApi({
      getFUser: () => ({ FUserId: "a".repeat(32) }),
      updateFUser: (p) => user(String(p.FUserId)),
      getCurrentLocation: () => ({ name: "Казань", fiasId: "kzn", phone: "78430000000" }),
    });
    const { visitor, setCookie } = await resolveVisitor(api, undefined, undefined, { secure: true, logger });
    // A new id has no lists and no sign-in: nothing to ask updateFUser.
    expect(calls.map(([name]) => name)).toEqual(["getFUser", "getCurrentLocation"]);
    expect(visitor).toMatchObject({ fUserId: "a".repeat(32), fiasId: "kzn", favorites: [], compare: [], listsKnown: true });
    expect(setCookie).toMatch(/^F_USER_ID=a{32};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/);
  });

  it("keeps a known id without rewriting the cookie, and uses the session's city", async () => {
    const { api, calls } = fakeApi({ updateFUser: (p) => user(String(p.FUserId)) });
    const { visitor, setCookie } = await resolveVisitor(api, "b".repeat(32), "spb", {
      secure: false,
      logger,
    });
    expect(calls.map(([name]) => name)).toEqual(["updateFUser"]);
    expect(visitor.fiasId).toBe("spb");
    expect(setCookie).toBeUndefined();
  });

  it("rewrites the cookie when the API replaces an unknown id", async () => {
    const { api } = fakeApi({
      updateFUser: () => user("c".repeat(32), { NewFUser: true }),
      getCurrentLocation: () => ({ name: "Санкт-Петербург", fiasId: "spb", phone: "78120000000" }),
    });
    const { visitor, setCookie } = await resolveVisitor(api, "stale", undefined, { secure: false, logger });
    expect(visitor.fUserId).toBe("c".repeat(32));
    expect(setCookie).toMatch(/^F_USER_ID=c{32};/);
  });

  it("ignores identity and location failures: an anonymous visitor in the default city", async () => {
    const down = () => {
      throw new Error("ECONNREFUSED");
    };
    const { api } = fakeApi({ getFUser: down, updateFUser: down, getCurrentLocation: down });
    const { visitor, setCookie } = await resolveVisitor(api, undefined, undefined, { secure: false, logger });
    expect(visitor).toMatchObject({ fUserId: undefined, fiasId: undefined, favorites: [], isAuthorized: false });
    expect(setCookie).toBeUndefined();
  });

  it("does not trust a cookie value with odd characters", async () => {
    const { api, calls } = fakeApi({
      getFUser: () => ({ FUserId: "d".repeat(32) }),
      updateFUser: (p) => user(String(p.FUserId)),
      getCurrentLocation: () => ({ name: "Псков", fiasId: "psk", phone: "78110000000" }),
    });
    await resolveVisitor(api, "<script>", undefined, { secure: false, logger });
    expect(calls[0][0]).toBe("getFUser");
  });
});

describe("isCrawler", () => {
  it("knows crawlers and HTTP tools by their User-Agent, and counts browsers, headless ones included, as visitors", () => {
    expect(isCrawler("Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)")).toBe(true);
    expect(isCrawler("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isCrawler("curl/8.5.0")).toBe(true);
    expect(isCrawler("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36")).toBe(false);
    expect(isCrawler("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36")).toBe(false);
    expect(isCrawler(null)).toBe(false);
  });
});

describe("the session's visitor snapshot", () => {
  const visitor = { ...anonymousVisitor("kzn"), fUserId: "abc", favorites: [1], compare: [], listsKnown: true };
  it("stands in for the API only for the same id, while fresh", () => {
    const snapshot = snapshotOf(visitor, 1000)!;
    expect(usableSnapshot(snapshot, "abc", 1000 + 599_999, 600_000)).toEqual(snapshot);
    expect(usableSnapshot(snapshot, "abc", 1000 + 600_000, 600_000)).toBeUndefined();
    expect(usableSnapshot(snapshot, "another", 1000, 600_000)).toBeUndefined();
    expect(usableSnapshot(snapshot, undefined, 1000, 600_000)).toBeUndefined();
    expect(usableSnapshot({ ...snapshot, fav: ["1"] }, "abc", 1000, 600_000)).toBeUndefined();
    // Asked under another lists' stamp: from before a change to the lists, or after one (ADR 054).
    const stamped = snapshotOf(visitor, 1000, "AAAAAAAAAAA")!;
    expect(usableSnapshot(stamped, "abc", 1000, 600_000, "AAAAAAAAAAA")).toEqual(stamped);
    expect(usableSnapshot(stamped, "abc", 1000, 600_000, "BBBBBBBBBBB")).toBeUndefined();
    expect(usableSnapshot(stamped, "abc", 1000, 600_000)).toBeUndefined();
    expect(usableSnapshot(snapshot, "abc", 1000, 600_000, "BBBBBBBBBBB")).toBeUndefined();
    expect(visitorFromSnapshot(snapshot, "kzn")).toMatchObject({ fUserId: "abc", fiasId: "kzn", favorites: [1], listsKnown: true });
  });
  it("keeps a signed-in visitor's phone and e-mail for the forms, and nothing of them for anyone else", () => {
    const signedIn = { ...visitor, isAuthorized: true, userName: "Анна", userPhone: "79111234567", userEmail: "anna@example.ru" };
    const snapshot = snapshotOf(signedIn, 1000)!;
    expect(visitorFromSnapshot(usableSnapshot(snapshot, "abc", 1000, 600_000)!, "kzn")).toMatchObject({
      isAuthorized: true,
      userName: "Анна",
      userPhone: "79111234567",
      userEmail: "anna@example.ru",
    });
    expect(snapshotOf({ ...signedIn, isAuthorized: false }, 1000)).not.toHaveProperty("tel");
    // A snapshot of an older session, without them, still stands in (the forms start without a phone until it renews).
    const { tel: _tel, mail: _mail, ...older } = snapshot;
    expect(visitorFromSnapshot(usableSnapshot(older, "abc", 1000, 600_000)!, "kzn")).toMatchObject({ userPhone: "", userEmail: "" });
    expect(usableSnapshot({ ...snapshot, tel: 79111234567 }, "abc", 1000, 600_000)).toBeUndefined();
  });
  it("is not kept for unknown lists, or lists too long for a cookie", () => {
    expect(snapshotOf({ ...visitor, listsKnown: false }, 1)).toBeUndefined();
    expect(snapshotOf({ ...visitor, favorites: Array.from({ length: 201 }, (_, i) => i) }, 1)).toBeUndefined();
  });
});

describe("the browser's marks", () => {
  const valueOf = (setCookie: string) => setCookie.slice(setCookie.indexOf("=") + 1, setCookie.indexOf(";"));
  it("gives each first visit a mark of its own, and knows only its own kind", () => {
    const marks = new Set(Array.from({ length: 50 }, () => visitedMarkOf(valueOf(visitedCookie(true)))));
    expect(marks.size).toBe(50);
    expect(marks.has(undefined)).toBe(false);
    // The mark of before was the same for every browser: nothing to share an id by.
    expect(visitedMarkOf("1")).toBeUndefined();
    expect(visitedMarkOf(undefined)).toBeUndefined();
  });

  it("renews the lists' stamp with every change", () => {
    const stamps = new Set(Array.from({ length: 50 }, () => listsStampOf(valueOf(listsStampCookie(true)))));
    expect(stamps.size).toBe(50);
    expect(stamps.has("")).toBe(false);
    expect(listsStampOf("x; drop")).toBe("");
  });
});
