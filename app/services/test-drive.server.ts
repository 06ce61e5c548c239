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
import { deliveryQuote } from "./delivery.server";
import { type TestDrivePlaces, testDrivePlaces } from "~/view-models/delivery";
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
  /** Where the test drive may be (ADR 075): the car's own centre and, for a car the dealer API brings for one, the visitor's city's; null: its own only. */
  places: TestDrivePlaces | null;
  /** The centre chosen after a transfer (`?at=`), or null: the car's own. */
  at: string | null;
};

export async function loadTestDrivePage(context: AppLoadContext, request: Request, params: Params): Promise<TestDrivePage> {
  const url = new URL(request.url);
  const id = carIdField.safeParse(params.id);
  if (!id.success) throw new NotFound("not a car id");
  // The centre asked for after a transfer goes to the dealer API as it is, in parallel: a centre
  // it does not bring the car to for a test drive is refused there (no times), and not shown chosen.
  const asked = url.searchParams.get("at")?.trim().toLowerCase() || null;
  const [car, slots, quote] = await Promise.all([
    context.page(context.api.send("getCar", { id: id.data })),
    context.section(
      "test-drive-slots",
      context.api.send("getTestDriveSlots", { carId: id.data, date: url.searchParams.get("date") ?? "", ...(asked ? { at: asked } : {}) }),
      null,
    ),
    deliveryQuote(context, id.data),
  ]);
  const places = testDrivePlaces(quote);
  const at = places && asked === places.brought.code ? asked : null;
  const canonical = href("car_test_drive", { brand: car.brandCode, model: car.modelCode, id: car.id });
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  const kept = url.searchParams.get("booked") === "1" ? context.session.get("testDrive") : undefined;
  const { name, year, price, brandCode, modelCode, photo, dealer } = car;
  // Times of a centre the page does not offer would be booked at the car's own: none shown.
  const shown = asked && !at ? null : slots;
  return { car: { id: car.id, name, year, price, brandCode, modelCode, photo, dealer }, slots: shown, booked: kept?.car.id === car.id ? kept : null, places, at };
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
