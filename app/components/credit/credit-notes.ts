import { createContext } from "react";

/**
 * Where a list prints its cards' credit conditions once (ADR 077): the id prefix of its
 * `CreditNotes`, whose cards then show the compact disclosure and link their programme's
 * conditions. Outside such a list (null) a card shows the whole disclosure. A module of its
 * own, so a list provides it without loading the credit chunk in its first load.
 */
export const CreditNotesContext = createContext<string | null>(null);
