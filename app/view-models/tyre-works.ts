/**
 * The works the tyre bay books (ADR 072): their slots are its own, so the service page's form
 * leaves them out and links the tyre page instead. The dealer API's codes.
 */
export const TYRE_WORK_CODES: readonly string[] = ["tyres", "tyre-storage"];
