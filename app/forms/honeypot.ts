/** The honeypot's field: hidden from people, and a name that form-filling bots like. */
export const HONEYPOT_FIELD = "name__confirm";
