import type { SubmitFunction } from "@remix-run/react";
import { JS_FIELD } from "~/forms/reply";
import type { VisitorList } from "~/utils/visitor-lists";
import { ACTIONS, listFetcherKey } from "./ListToggle";

const LISTS = Object.keys(ACTIONS) as VisitorList[];

/**
 * The list toggles of a grid kept as the server's markup (ADR 082, `KeptGrid`): one listener
 * posts for all of them, as a rendered toggle would (its list's action, the fetcher of its list
 * and car, the JavaScript mark). The button shows its new state at once, and its next click
 * undoes this one, as a rendered toggle's does. `posted` hears the fetcher's key. Out of the
 * first load: the page's hydration needs none of it, and until it is here a click posts the
 * form as it does without JavaScript.
 */
export function keptToggles(grid: HTMLElement, submit: SubmitFunction, posted: (fetcherKey: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    const action = button?.form?.getAttribute("action");
    const list = action ? LISTS.find((candidate) => action.startsWith(`${ACTIONS[candidate]}?`)) : undefined;
    if (!button || !list || !grid.contains(button)) return;
    event.preventDefault();
    const fetcherKey = listFetcherKey(list, Number(button.value));
    const intent = button.name;
    submit({ [intent]: button.value, [JS_FIELD]: "1" }, { method: "post", action: ACTIONS[list], navigate: false, fetcherKey });
    button.setAttribute("aria-pressed", String(intent === "add"));
    button.name = intent === "add" ? "delete" : "add";
    posted(fetcherKey);
  };
  grid.addEventListener("click", onClick);
  return () => grid.removeEventListener("click", onClick);
}
