import { describe, expect, it } from "vitest";
import { VEHICLE_ID_MESSAGES, formatPlate, parsePlate, parseVehicleId, parseVin, vinModelYear } from "./vehicle-id";

describe("registration plates", () => {
  it("accepts the twelve plate letters with two- and three-digit regions", () => {
    expect(parsePlate("А123ВС78")).toEqual({ ok: true, id: { kind: "plate", value: "А123ВС78" } });
    expect(parsePlate("х999ут178")).toEqual({ ok: true, id: { kind: "plate", value: "Х999УТ178" } });
  });

  it("normalises Latin look-alikes, spaces and hyphens to the registry's form", () => {
    expect(parsePlate("a 123 bc 78")).toEqual({ ok: true, id: { kind: "plate", value: "А123ВС78" } });
    expect(parsePlate("M-777-OP-198")).toEqual({ ok: true, id: { kind: "plate", value: "М777ОР198" } });
  });

  it("refuses letters no plate carries, number 000, region 00 and wrong shapes", () => {
    for (const plate of ["Б123ВС78", "А123ВД78", "D123BC78", "А000ВС78", "А123ВС00", "А123ВС078", "А12ВС78", "А1234ВС78", "123АВС78"]) {
      expect(parsePlate(plate)).toEqual({ ok: false, message: VEHICLE_ID_MESSAGES.plate });
    }
  });

  it("formats a plate with the usual gaps", () => {
    expect(formatPlate("А123ВС178")).toBe("А 123 ВС 178");
  });
});

describe("VINs", () => {
  it("accepts 17 Latin letters and digits and upper-cases them", () => {
    expect(parseVin("xtagfk330ly123456")).toEqual({ ok: true, id: { kind: "vin", value: "XTAGFK330LY123456" } });
  });

  it("reads Cyrillic look-alikes typed on a Russian layout as Latin letters", () => {
    expect(parseVin("ХТАGFK330LY123456")).toEqual({ ok: true, id: { kind: "vin", value: "XTAGFK330LY123456" } });
  });

  it("refuses I, O and Q, other lengths and other characters", () => {
    for (const vin of ["XTAGFK330IY123456", "XTAGFK330OY123456", "XTAGFQ330LY123456", "XTAGFK330LY12345", "XTAGFK330LY1234567", "XTAGFK330LY12345_"]) {
      expect(parseVin(vin)).toEqual({ ok: false, message: VEHICLE_ID_MESSAGES.vin });
    }
  });

  it("decodes the model year from the tenth character, the latest reading first", () => {
    expect(vinModelYear("XTAGFK330LY123456", 2027)).toBe(2020);
    expect(vinModelYear("XTAGFK330TY123456", 2027)).toBe(2026);
    expect(vinModelYear("XTAGFK330AY123456", 2027)).toBe(2010);
    expect(vinModelYear("XTAGFK3307Y123456", 2027)).toBe(2007);
    expect(vinModelYear("XTAGFK330VY123456", 2027)).toBe(2027);
    expect(vinModelYear("XTAGFK330WY123456", 2027)).toBe(1998);
    expect(vinModelYear("XTAGFK3300Y123456", 2027)).toBeNull();
  });
});

describe("one field for either", () => {
  it("takes 17 characters as a VIN and shorter input as a plate", () => {
    expect(parseVehicleId(" xta gfk330 ly123456 ")).toEqual({ ok: true, id: { kind: "vin", value: "XTAGFK330LY123456" } });
    expect(parseVehicleId("a123bc78")).toEqual({ ok: true, id: { kind: "plate", value: "А123ВС78" } });
  });

  it("says what is wrong with what the visitor was typing", () => {
    expect(parseVehicleId("  ")).toEqual({ ok: false, message: VEHICLE_ID_MESSAGES.required });
    expect(parseVehicleId("Ж123ВС78")).toEqual({ ok: false, message: VEHICLE_ID_MESSAGES.plate });
    expect(parseVehicleId("XTAGFK330LY12345O")).toEqual({ ok: false, message: VEHICLE_ID_MESSAGES.vin });
  });
});
