import type { AppLoadContext } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { redirect } from "@remix-run/node";
import type { StoredLead } from "~/dealer-client/endpoints";
import type { CarDetail } from "~/dealer-client/catalog-endpoints";
import type { TestDrive, TestDriveSlotList } from "~/dealer-client/test-drive-endpoints";
import { carIdField } from "~/forms/rules";
import type { TestDriveValues } from "~/forms/test-drive";
import { href } from "~/paths";
import { NotFound } from "./not-found.server";
import { returningVisitorId, VISITOR_REQUIRED_TEXTS } from "./visitor-required.server";

/**
 * A car's test drive page (docs/product.md, "Test drive"): the car, the free times of its
 * dealer centre for the date in the query (`?date=…`, a GET form without JS), the form, and
 * after success the booking at `?booked=1`, kept in the visitor's session like a service
 * booking (ADR 016), so no address names a test drive.
 */
export type TestDrivePage = {
  car: Pick<CarDetail, "id" | "name" | "year" | "price" | "brandCode" | "modelCode" | "photo" | "dealer">;
  /** null when the dealer API could not give the free times: the page says so and keeps the rest. */
  slots: TestDriveSlotList | null;
  booked: TestDrive | null;
};

export async function loadTestDrivePage(context: AppLoadContext, request: Request, params: Params): Promise<TestDrivePage> {
  const url = new URL(request.url);
  const id = carIdField.safeParse(params.id);
  if (!id.success) throw new NotFound("not a car id");
  const [car, slots] = await Promise.all([
    context.page(context.api.send("getCar", { id: id.data })),
    context.section("test-drive-slots", context.api.send("getTestDriveSlots", { carId: id.data, date: url.searchParams.get("date") ?? "" }), null),
  ]);
  const canonical = href("car_test_drive", { brand: car.brandCode, model: car.modelCode, id: car.id });
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  const kept = url.searchParams.get("booked") === "1" ? context.session.get("testDrive") : undefined;
  const { name, year, price, brandCode, modelCode, photo, dealer } = car;
  return { car: { id: car.id, name, year, price, brandCode, modelCode, photo, dealer }, slots, booked: kept?.car.id === car.id ? kept : null };
}

/**
 * The booking. The dealer API takes the slot atomically; a car already out or a full slot
 * comes back as a message on the time, and the loader (run again after the action) shows
 * the fresh times. On success the booking goes into the session for its summary and .ics.
 * Only for a visitor whose browser sent its id back (returningVisitorId).
 */
export async function bookTestDrive(context: AppLoadContext, value: TestDriveValues): Promise<StoredLead> {
  const FUserId = await returningVisitorId(context, VISITOR_REQUIRED_TEXTS.testDrive);
  const result = await context.api.send("createTestDrive", { ...value, FUserId });
  context.session.set("testDrive", result.booking);
  return result;
}
