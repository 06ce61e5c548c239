import { useFetcher, useLocation } from "@remix-run/react";
import { JS_FIELD, type PostReply, refusalMessage } from "~/forms/reply";
import { createContext, type MouseEvent, type ReactNode, useContext } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { useFeatures } from "~/utils/features";
import { href } from "~/paths";
import { CompareIcon, HeartIcon } from "~/components/icons";
import { atResult } from "~/utils/result-anchor";
import { LABELS, PRESSED_LABELS, useVisitorLists, type VisitorList } from "~/utils/visitor-lists";

export type { VisitorList };

/** Where a list button posts: its list's page (a grid asks 48 times per render). */
export const ACTIONS: Record<VisitorList, string> = {
  favorites: href("favorites"),
  comparison: href("comparison"),
};

/** The fetcher of a list's toggles of one car, wherever they are on the page. */
export const listFetcherKey = (list: VisitorList, carId: number) => `${list}-${carId}`;

/** The group a list button belongs to: its id prefixes the buttons' forms (a page may list a car twice). */
const ListGroupContext = createContext<string | null>(null);

/**
 * A group of list buttons (a grid of cards, the car page's buttons, the comparison's columns):
 * where its buttons' forms take their ids from. Each button is a form of its own, around it,
 * with where a plain post returns: a text browser (w3m, lynx) submits only the form a control
 * is in and knows neither `form=` nor `formaction` (ADR 045, which replaces ADR 028's one
 * form per grid). With both lists switched off there is no button to group.
 */
export function ListToggleForm({ id, children }: { id: string; children: ReactNode }) {
  return <ListGroupContext.Provider value={id}>{children}</ListGroupContext.Provider>;
}

/**
 * Without JavaScript a button submits its own form, whose action names its list and, as the
 * fragment, the car's first toggle: the action answers 303 back to this page, which opens at
 * the card that was toggled (ADR 045). With it, the click goes to a fetcher keyed by list and
 * car, so the button changes at once, the card and the car page agree while a post is in
 * flight, and the root loader revalidates the header counters.
 */
function useListPost(list: VisitorList, carId: number) {
  const group = useContext(ListGroupContext);
  if (!group) throw new Error("A list button must be inside a ListToggleForm");
  const location = useLocation();
  const { isEnabled } = useFeatures();
  const fetcher = useListFetcher(list, carId);
  const pending = fetcher.formData;
  // Both toggles of a car land at one place, the first one's form (a card's corner).
  const target = `${group}-${carId}`;
  const first = list === "favorites" || !isEnabled("favorites");
  const returnTo = new URLSearchParams({ returnTo: location.pathname + location.search });
  const form = { id: first ? target : undefined, action: atResult(`${ACTIONS[list]}?${returnTo}`, target) };
  const button = {
    type: "submit",
    value: carId,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      // The button itself: its form's fields, its name and value.
      fetcher.submit(event.currentTarget, { action: ACTIONS[list] });
    },
  } as const;
  const intent = pending?.has("add") ? "add" : pending?.has("delete") ? "delete" : undefined;
  const failed = fetcher.state === "idle" ? refusalMessage(fetcher.data) : undefined;
  return { form, button, intent, busy: fetcher.state !== "idle", failed };
}

/**
 * One list button's form: its list's action, where a plain post returns (in the query: a grid
 * repeats this form 48 times) and the car's place as the fragment; with JS, the fetcher mark.
 */
function ListForm({ id, action, children }: { id: string | undefined; action: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <form id={id} method="post" action={action}>
      {hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
      {children}
    </form>
  );
}

type ListFetcher = Pick<ReturnType<typeof useFetcher<PostReply>>, "state" | "formData" | "data" | "submit">;
const IDLE: ListFetcher = { state: "idle", formData: undefined, data: undefined, submit: () => Promise.resolve() };

/**
 * On the server a fetcher is always idle, and a grid has 48 of them: a real one per button
 * was a twentieth of a catalogue render. The server's render is a tree of its own, so it may
 * use other hooks than the browser's as long as the HTML is the same.
 */
const useListFetcher: (list: VisitorList, carId: number) => ListFetcher =
  typeof document === "undefined" ? () => IDLE : (list, carId) => useFetcher<PostReply>({ key: listFetcherKey(list, carId) });

/** The favourite / compare toggle of a card or the car page. */
export function ListToggle({ list, carId, withText = false }: { list: VisitorList; carId: number; withText?: boolean }) {
  const { form, button, intent, failed } = useListPost(list, carId);
  const lists = useVisitorLists();
  const active = (list === "favorites" ? lists.favorites : lists.compare).includes(carId);
  const pressed = intent ? intent === "add" : active;
  // The icon button keeps one accessible name and tells its state by aria-pressed (a toggle
  // whose name also flipped would be read as «В избранном, нажата»); the text button's words
  // say the state, and so does the icon button's hint on hover and focus (catalog.css draws it
  // from the label, with PRESSED_LABELS' words once pressed). It and its icon are an .icon-btn
  // and an .icon by their place in the card (components.css), with the card's size and
  // outline: a grid repeats this button 48 times.
  const Icon = list === "favorites" ? HeartIcon : CompareIcon;
  return (
    <ListForm {...form}>
      {withText ? (
        <button {...button} name={pressed ? "delete" : "add"} className="btn btn--secondary" aria-pressed={pressed}>
          <Icon size={20} />
          <span>{pressed ? PRESSED_LABELS[list] : LABELS[list]}</span>
        </button>
      ) : (
        // The label is text in the page, hidden but for a text browser and a screen reader (by
        // its place in the card, base.css: no class repeated 48 times).
        <button {...button} name={pressed ? "delete" : "add"} aria-pressed={pressed}>
          <Icon size={null} />
          <span>{LABELS[list]}</span>
        </button>
      )}
      {failed ? (
        <span className="list-toggle__error" role="alert">
          {failed}
        </span>
      ) : null}
    </ListForm>
  );
}

/** A plain «Удалить» for a list page: the car leaves the list (and, with JS, the page) in place. */
export function ListRemoveButton({ list, carId, label }: { list: VisitorList; carId: number; label: string }) {
  const { form, button, busy } = useListPost(list, carId);
  return (
    <ListForm {...form}>
      <button {...button} name="delete" className="btn btn--ghost btn--small" disabled={busy}>
        {label}
      </button>
    </ListForm>
  );
}
