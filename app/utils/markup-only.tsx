import { createContext, useContext } from "react";

/*
 * Data that a document's markup draws and its hydration does not need
 * (docs/decisions/082-cards-kept-as-the-servers-markup.md). Remix inlines every loader's data in
 * the document for hydration; a part of the page that stays the server's markup in the browser
 * (a grid of cards, `KeptGrid`) needs none of it there. Its loader hands such data to the
 * document's render here instead, and to a client's data request (a navigation, a revalidation)
 * in its data as usual, for the part to be rendered again from it.
 */

/** Which data: a name for the reader, a type for the writer and the reader to agree on. */
export type MarkupOnlyKey<T> = { readonly name: string; readonly value?: T };

export const markupOnlyKey = <T,>(name: string): MarkupOnlyKey<T> => ({ name });

/** One request's markup-only data: what its loaders gave, for its document's render. */
export class MarkupOnlyData {
  private readonly values = new Map<MarkupOnlyKey<unknown>, unknown>();

  constructor(private readonly documentRequest: boolean) {}

  /**
   * What a loader puts in its data: the value itself for a client's data request; null for a
   * document, whose render reads the value here (`useMarkupOnly`).
   */
  keep<T>(key: MarkupOnlyKey<T>, value: T): T | null {
    if (!this.documentRequest) return value;
    this.values.set(key, value);
    return null;
  }

  get<T>(key: MarkupOnlyKey<T>): T | null {
    return (this.values.get(key) as T | undefined) ?? null;
  }
}

const MarkupOnly = createContext<MarkupOnlyData | null>(null);

/** entry.server.tsx provides the request's data to its document's render. */
export const MarkupOnlyProvider = MarkupOnly.Provider;

/**
 * The document's markup-only data on the server; null in the browser, which keeps the markup
 * and never reads the context.
 */
export const useMarkupOnly: <T>(key: MarkupOnlyKey<T>) => T | null = import.meta.env.SSR
  ? (key) => useContext(MarkupOnly)?.get(key) ?? null
  : () => null;

/**
 * The props of an element whose content stays the server's markup in the browser: hydration
 * neither checks nor replaces what is inside it, and neither do later renders, since the empty
 * HTML never changes. Its content gets no event handler of its own: listeners on the element
 * (or around it) serve it, as `DelegatedLinks` and `keptToggles` do.
 */
export const KEPT_MARKUP = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } as const;
