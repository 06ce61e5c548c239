import { markupOnlyKey } from "~/utils/markup-only";
import type { CardTuple } from "./card-tuple";

/** A list page's cards, for its document's markup alone (ADR 082): the loader's data has them for the browser's own requests. */
export const LISTING_CARDS = markupOnlyKey<CardTuple[]>("listing-cards");
