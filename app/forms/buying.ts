import { z } from "zod/v4";

/*
 * The personal area's actions on what was bought online (docs/product.md, "Мои заказы"):
 * «Да, отменить» of a test drive, and of a reservation (reservationCancelSchema). One schema per posted form, chosen by `intent`.
 */

const recordId = (message: string) => z.string({ error: message }).regex(/^\d{1,12}$/, { error: message }).transform(Number);

export const testDriveCancelSchema = z.object({
  intent: z.literal("cancel-test-drive", { error: "Запись на тест-драйв не найдена" }),
  id: recordId("Запись на тест-драйв не найдена"),
});
