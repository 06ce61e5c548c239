import { inPlace } from "~/utils/in-place";

/*
 * The catalogue's plain-markup parts out of its first load, rendered in place (utils/in-place.tsx): the
 * pages' links under the cars and the note above them when a search was read.
 */
export const Pagination = inPlace(() => import("./Pagination").then((m) => m.Pagination));
export const SearchNotice = inPlace(() => import("~/components/search/SearchNotice").then((m) => m.SearchNotice));
