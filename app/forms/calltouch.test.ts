import { describe, expect, it } from "vitest";
import { askCallTouch, callTouchCityKey } from "./calltouch";

describe("callTouchCityKey", () => {
  it("maps the six cities", () => {
    expect(callTouchCityKey("Санкт-Петербург")).toBe("spb");
    expect(callTouchCityKey("Вологда")).toBe("vlg");
    expect(callTouchCityKey("Казань")).toBe("kzn");
    expect(callTouchCityKey("Псков")).toBe("psk");
    expect(callTouchCityKey("Мурманск")).toBe("mrm");
    expect(callTouchCityKey("Воронеж")).toBe("vrn");
    expect(callTouchCityKey("г. Казань")).toBe("kzn");
  });
  it("defaults to Saint Petersburg", () => {
    expect(callTouchCityKey(undefined)).toBe("spb");
    expect(callTouchCityKey("Москва")).toBe("spb");
  });
});

describe("askCallTouch", () => {
  it("without a widget: CALLTOUCH false and empty data", async () => {
    expect(await askCallTouch(undefined, { cityName: "Казань", phone: "+79111234567" })).toEqual({
      CALLTOUCH: false,
      CALLTOUCHDATA: "",
    });
  });
  it("asks the widget with the city key and the phone without the plus", async () => {
    const calls: unknown[] = [];
    const widget = (command: string, request: unknown) => {
      calls.push([command, request]);
      return Promise.resolve({ success: true, data: { id: 5 } });
    };
    expect(await askCallTouch(widget, { cityName: "Казань", phone: "+79111234567" })).toEqual({
      CALLTOUCH: true,
      CALLTOUCHDATA: '{"id":5}',
    });
    expect(calls).toEqual([["create_request", { key: "kzn", phone: "79111234567", params: {} }]]);
  });
  it("a failing, unsuccessful or silent widget counts as no answer", async () => {
    const none = { CALLTOUCH: false, CALLTOUCHDATA: "" };
    const request = { cityName: undefined, phone: "+79111234567" };
    expect(await askCallTouch(() => { throw new Error("x"); }, request)).toEqual(none);
    expect(await askCallTouch(() => ({ success: false }), request)).toEqual(none);
    expect(await askCallTouch(() => new Promise(() => {}), request, 10)).toEqual(none);
  });
});
