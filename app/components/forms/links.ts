import type { LinkDescriptor } from "@remix-run/node";
import formsCssUrl from "./forms.css?url";

/** The lead forms' stylesheet, for the `links` of whichever route renders them. */
export function formLinks(): LinkDescriptor[] {
  return [{ rel: "stylesheet", href: formsCssUrl }];
}
