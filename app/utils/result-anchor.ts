/**
 * Where a post without JavaScript lands: the address a form posts to, with the fragment of
 * the element that shows its result (the form with its messages, the card that was toggled).
 *
 * The fragment is the one place this is decided (docs/decisions/045-no-js-result-in-view.md):
 * a refused post's page is drawn at the action's address, fragment included, and the 303 of
 * an accepted one has no fragment of its own, so the browser keeps the action's (Fetch's
 * redirect rule, in every engine). A redirect that names its own fragment (the manual
 * evaluation's `#manual`) wins.
 */
export function atResult(action: string, elementId: string): string {
  const hash = action.indexOf("#");
  return `${hash === -1 ? action : action.slice(0, hash)}#${encodeURIComponent(elementId)}`;
}
