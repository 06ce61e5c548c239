import { inPlace } from "~/utils/in-place";

/*
 * The catalogue's plain-markup parts out of its first load, rendered in place (utils/in-place.tsx): the
 * pages' links under the cars, the note above them when a search was read, and the credit
 * conditions the cards link (ADR 077; the cards' own credit line is in the same chunk).
 */
export const Pagination = inPlace(() => import("./Pagination").then((m) => m.Pagination));
export const SearchNotice = inPlace(() => import("~/components/search/SearchNotice").then((m) => m.SearchNotice));
export const CreditNotes = inPlace(() => import("~/components/credit/MonthlyFrom").then((m) => m.CreditNotes));
