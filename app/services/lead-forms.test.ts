import { describe, expect, it } from "vitest";
import { absolutePageUrl, withAbsolutePageUrl } from "./lead-forms.server";

const SITE_URL = "https://dealer.example.ru";

describe("the lead's page", () => {
  it("absolutePageUrl keeps the path and query on this site only", () => {
    expect(absolutePageUrl("/cars/kia/rio/7?x=1#photo-2", "/", SITE_URL)).toBe(`${SITE_URL}/cars/kia/rio/7?x=1`);
    expect(absolutePageUrl("https://evil.example/phish", "/", SITE_URL)).toBe(`${SITE_URL}/phish`);
    expect(absolutePageUrl(undefined, "/consultation", SITE_URL)).toBe(`${SITE_URL}/consultation`);
    expect(absolutePageUrl("", "/", "http://localhost:3000")).toBe("http://localhost:3000/");
  });

  it("is put in the values of a form with a URL field only", () => {
    expect(withAbsolutePageUrl({ NAME: "Анна", URL: "/company?tab=1" }, "/", SITE_URL)).toEqual({ NAME: "Анна", URL: `${SITE_URL}/company?tab=1` });
    expect(withAbsolutePageUrl({ NAME: "Анна", URL: undefined }, "/company", SITE_URL)).toEqual({ NAME: "Анна", URL: `${SITE_URL}/company` });
    expect(withAbsolutePageUrl({ EMAIL: "a@b.ru" }, "/", SITE_URL)).toEqual({ EMAIL: "a@b.ru" });
  });
});
