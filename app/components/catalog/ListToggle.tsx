import { useFetcher, useLocation } from "@remix-run/react";
import { type PostReply, refusalMessage } from "~/forms/reply";
import { createContext, type MouseEvent, type ReactNode, useContext } from "react";
import { PostRouting } from "~/components/PostRouting";
import { href } from "~/paths";
import { CompareIcon, HeartIcon } from "~/components/icons";
import { useFeatures } from "~/utils/features";

export type VisitorList = "favorites" | "comparison";

const LABELS: Record<VisitorList, string> = {
  favorites: "Добавить в избранное",
  comparison: "Добавить к сравнению",
};
/** Where a list button posts: its list's page (a grid asks 48 times per render). */
const ACTIONS: Record<VisitorList, string> = {
  favorites: href("favorites"),
  comparison: href("comparison"),
};
/** What a pressed toggle says: the state, in place of the action. */
const PRESSED_LABELS: Record<VisitorList, string> = {
  favorites: "В избранном",
  comparison: "В сравнении",
};

/**
 * The form that the buttons inside a `ListToggleForm` submit: its id, or `around` when it
 * holds them (then a button needs no `form=` to name it).
 */
const ListFormContext = createContext<{ id: string; around: boolean } | null>(null);

/**
 * One form for a group of list buttons (a grid of cards, the car page's buttons, the
 * comparison's columns). It holds only where a plain post returns (and, once hydrated, the
 * fetcher mark); each button stands outside it (`form=`) and names its list (`formaction`),
 * its intent and its car (`name="add" value="42"`, read by `listPostSchema`). A grid of 24
 * cards sends one form and one input instead of 48 forms and 144 inputs (ADR 028).
 */
export function ListToggleForm({ id, around = false, children }: { id: string; around?: boolean; children: ReactNode }) {
  const location = useLocation();
  const { isEnabled } = useFeatures();
  // With both lists switched off no button would submit it.
  if (!isEnabled("favorites") && !isEnabled("comparison")) return <>{children}</>;
  const fields = <PostRouting returnTo={location.pathname + location.search} fetcher />;
  const grouped = <ListFormContext.Provider value={{ id, around }}>{children}</ListFormContext.Provider>;
  // A grid of cards holds no other form, so its form can hold it: 48 buttons without `form=`.
  // Elsewhere (the car page's cart form, the comparison's table) the form stands before them.
  return around ? (
    <form id={id} method="post">
      {fields}
      {grouped}
    </form>
  ) : (
    <>
      <form id={id} method="post">
        {fields}
      </form>
      {grouped}
    </>
  );
}

/**
 * Without JavaScript a button submits its group's form (the action answers 303 back to
 * this page); with it, the click goes to a fetcher keyed by list and car, so the button
 * changes at once, the card and the car page agree while a post is in flight, and the root
 * loader revalidates the header counters.
 */
function useListPost(list: VisitorList, carId: number) {
  const form = useContext(ListFormContext);
  if (!form) throw new Error("A list button must be inside a ListToggleForm");
  const fetcher = useListFetcher(list, carId);
  const pending = fetcher.formData;
  // A submit button by its formaction (HTML's default type; .htmlvalidate.mjs knows it).
  const button = {
    form: form.around ? undefined : form.id,
    formAction: ACTIONS[list],
    value: carId,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      // The button itself: its form's fields, its formaction, its name and value.
      fetcher.submit(event.currentTarget);
    },
  } as const;
  const intent = pending?.has("add") ? "add" : pending?.has("delete") ? "delete" : undefined;
  const failed = fetcher.state === "idle" ? refusalMessage(fetcher.data) : undefined;
  return { button, intent, busy: fetcher.state !== "idle", failed };
}

type ListFetcher = Pick<ReturnType<typeof useFetcher<PostReply>>, "state" | "formData" | "data" | "submit">;
const IDLE: ListFetcher = { state: "idle", formData: undefined, data: undefined, submit: () => Promise.resolve() };

/**
 * On the server a fetcher is always idle, and a grid has 48 of them: a real one per button
 * was a twentieth of a catalogue render. The server's render is a tree of its own, so it may
 * use other hooks than the browser's as long as the HTML is the same.
 */
const useListFetcher: (list: VisitorList, carId: number) => ListFetcher =
  typeof document === "undefined" ? () => IDLE : (list, carId) => useFetcher<PostReply>({ key: `${list}-${carId}` });

/** The favourite / compare toggle of a card or the car page. */
export function ListToggle({
  list,
  carId,
  active,
  withText = false,
}: {
  list: VisitorList;
  carId: number;
  active: boolean;
  withText?: boolean;
}) {
  const { button, intent, failed } = useListPost(list, carId);
  const pressed = intent ? intent === "add" : active;
  // The icon button keeps one accessible name and tells its state by aria-pressed (a toggle
  // whose name also flipped would be read as «В избранном, нажата»); the text button's words
  // say the state, and so does the icon button's hint on hover and focus (catalog.css draws it
  // from the label, with PRESSED_LABELS' words once pressed). It and its icon are an .icon-btn
  // and an .icon by their place in the card (components.css), with the card's size and
  // outline: a grid repeats this button 48 times.
  const Icon = list === "favorites" ? HeartIcon : CompareIcon;
  return (
    <>
      {withText ? (
        <button {...button} name={pressed ? "delete" : "add"} className="btn btn--secondary" aria-pressed={pressed}>
          <Icon size={20} />
          <span>{pressed ? PRESSED_LABELS[list] : LABELS[list]}</span>
        </button>
      ) : (
        <button {...button} name={pressed ? "delete" : "add"} aria-pressed={pressed} aria-label={LABELS[list]}>
          <Icon size={null} />
        </button>
      )}
      {failed ? (
        <span className="list-toggle__error" role="alert">
          {failed}
        </span>
      ) : null}
    </>
  );
}

/** A plain «Удалить» for a list page: the car leaves the list (and, with JS, the page) in place. */
export function ListRemoveButton({ list, carId, label }: { list: VisitorList; carId: number; label: string }) {
  const { button, busy } = useListPost(list, carId);
  return (
    <button {...button} name="delete" className="btn btn--ghost btn--small" disabled={busy}>
      {label}
    </button>
  );
}
