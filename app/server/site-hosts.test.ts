import { hostname, networkInterfaces } from "node:os";
import { describe, expect, it } from "vitest";
import { createHostCheck, siteAddress } from "./site-hosts.server";

describe("the hosts the process answers pages for", () => {
  it("are SITE_URL's and this machine's loopback names, written any way a Host header may", () => {
    const kind = createHostCheck({ siteUrl: "https://meridian-auto.ru", host: "127.0.0.1" });
    for (const own of ["meridian-auto.ru", "MERIDIAN-AUTO.RU", "meridian-auto.ru.", "localhost", "127.0.0.1", "[::1]", "shop.localhost"]) {
      expect(kind(own), own).toBe("own");
    }
    for (const foreign of ["evil.example", "www.meridian-auto.ru", "meridian-auto.ru.evil.example", "10.0.0.5"]) {
      expect(kind(foreign), foreign).toBe("foreign");
    }
    for (const malformed of ["", "<svg>", "a b"]) expect(kind(malformed), malformed).toBe("malformed");
  });

  it("with a wildcard HOST are every address of the machine and its name too; with a given HOST, that one", () => {
    const addresses = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((a) => a.address.replace(/%.*$/, "")));
    const wildcard = createHostCheck({ siteUrl: "http://localhost:3000", host: "0.0.0.0" });
    for (const address of addresses) expect(wildcard(address.includes(":") ? `[${address}]` : address), address).toBe("own");
    expect(wildcard(hostname())).toBe("own");
    const given = createHostCheck({ siteUrl: "http://localhost:3000", host: "10.9.8.7" });
    expect(given("10.9.8.7")).toBe("own");
    expect(given(hostname())).toBe(hostname() === "localhost" ? "own" : "foreign");
  });
});

describe("an address on the site for another site to send the visitor back to", () => {
  it("is on SITE_URL when it is set, whatever the request's host; on the request's own origin otherwise", () => {
    const set = { siteUrl: "https://meridian-auto.ru", siteUrlConfigured: true };
    expect(siteAddress(set, "http://127.0.0.1:3000/cars/a/b/1/reserve", "/reservation")).toBe("https://meridian-auto.ru/reservation");
    const unset = { siteUrl: "http://localhost:3000", siteUrlConfigured: false };
    expect(siteAddress(unset, "http://127.0.0.1:3000/cars/a/b/1/reserve", "/reservation")).toBe("http://127.0.0.1:3000/reservation");
  });
});
