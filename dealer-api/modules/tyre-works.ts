/*
 * The works booked in a centre's tyre bay rather than its workshop (ADR 072): a tyre change,
 * and wheels brought only to be stored. Their slots are the tyre bay's (short, with places of
 * their own), so the workshop's bays never count them and the service form does not book them.
 */

export const TYRE_CHANGE_WORK = "tyres";
export const TYRE_STORAGE_WORK = "tyre-storage";
export const TYRE_WORKS: readonly string[] = [TYRE_CHANGE_WORK, TYRE_STORAGE_WORK];

/** SQL: a service_bookings row of the tyre bay (`IN`) or of the workshop (`NOT IN`). */
export const TYRE_WORK_LIST = `('${TYRE_CHANGE_WORK}', '${TYRE_STORAGE_WORK}')`;

export const TYRE_FORM_MESSAGES = {
  notHere: "Шиномонтаж записывается по своему расписанию: выберите время на странице «Шиномонтаж и хранение шин»",
} as const;
