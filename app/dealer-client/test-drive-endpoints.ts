import { z } from "zod/v4";
import { bookedSlotSchema, serviceSlotListSchema, slotBookingResult } from "./service-endpoints";

/*
 * Test drives in the dealer API (docs/dealer-api.md, "Test drive"): the free times of a car
 * at its dealer centre (the service booking's slot engine, one place per car), the booking
 * form, and the personal area's list and cancel. Dates and times are the centre's wall clock.
 */

export const testDriveSlotListSchema = serviceSlotListSchema.extend({ carId: z.number().int() });
export type TestDriveSlotList = z.infer<typeof testDriveSlotListSchema>;

export const testDriveSchema = bookedSlotSchema.extend({
  car: z.object({ id: z.number().int(), name: z.string(), year: z.number().int(), url: z.string() }),
});
export type TestDrive = z.infer<typeof testDriveSchema>;

export const testDriveEndpoints = {
  // A read that changes with every booking: never cached, retried once like any GET.
  getTestDriveSlots: {
    method: "GET",
    path: "/api/rrt/testdrive/Slots/getList",
    pageData: false,
    response: testDriveSlotListSchema,
  },
  createTestDrive: {
    method: "POST",
    path: "/api/rrt/form/TestDriveForm/create",
    pageData: false,
    response: slotBookingResult(testDriveSchema),
  },
  personalTestDrives: {
    method: "POST",
    path: "/api/rrt/personal/TestDrive/getList",
    pageData: true,
    effect: "read",
    response: z.object({ items: z.preprocess((v) => v ?? [], z.array(testDriveSchema)) }),
  },
  personalTestDriveCancel: {
    method: "POST",
    path: "/api/rrt/personal/TestDrive/cancel",
    pageData: true,
    response: testDriveSchema,
  },
} as const;
