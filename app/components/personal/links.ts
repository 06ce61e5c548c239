import type { LinkDescriptor } from "@remix-run/node";
import personalCssUrl from "./personal.css?url";

/** The personal area's stylesheet, for the `links` of its routes. */
export function personalLinks(): LinkDescriptor[] {
  return [{ rel: "stylesheet", href: personalCssUrl }];
}
