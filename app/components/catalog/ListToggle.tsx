import { useFetcher, useLocation } from "@remix-run/react";
import { PostRouting } from "~/components/PostRouting";
import { href } from "~/paths";
import { CompareIcon, HeartIcon } from "~/components/icons";

export type VisitorList = "favorites" | "comparison";

const LABELS: Record<VisitorList, string> = {
  favorites: "Добавить в избранное",
  comparison: "Добавить к сравнению",
};
/** What a pressed toggle says: the state, in place of the action. */
const PRESSED_LABELS: Record<VisitorList, string> = {
  favorites: "В избранном",
  comparison: "В сравнении",
};

/**
 * The favourite / compare toggle: a form post that works without JavaScript (the action
 * answers 303 back to this page) and, with it, a fetcher that changes the button at once
 * and lets the root loader revalidate the header counters. One fetcher per list and car,
 * so the card and the car page agree while a post is in flight.
 */
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
  const fetcher = useFetcher<{ ok: boolean; message?: string }>({ key: `${list}-${carId}` });
  const location = useLocation();
  const pendingIntent = fetcher.formData?.get("intent");
  const pressed = pendingIntent ? pendingIntent === "add" : active;
  const label = LABELS[list];
  // The icon button keeps one accessible name and tells its state by aria-pressed (a toggle
  // whose name also flipped would be read as «В избранном, нажата»); its tooltip and the
  // text button's words say the state.
  const shown = pressed ? PRESSED_LABELS[list] : label;
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  return (
    <fetcher.Form method="post" action={href(list)} className={`list-toggle list-toggle--${list}`}>
      <input type="hidden" name="intent" value={pressed ? "delete" : "add"} />
      <input type="hidden" name="id" value={carId} />
      <PostRouting returnTo={location.pathname + location.search} fetcher />
      <button
        type="submit"
        className={withText ? "btn btn--secondary list-toggle__button" : "icon-btn icon-btn--outlined list-toggle__button"}
        aria-pressed={pressed}
        aria-label={withText ? undefined : label}
        title={withText ? undefined : shown}
      >
        {list === "favorites" ? <HeartIcon size={20} /> : <CompareIcon size={20} />}
        {withText ? <span>{shown}</span> : null}
      </button>
      {failed ? (
        <span className="list-toggle__error" role="alert">
          {failed}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

/** A plain «Удалить» for a list page: the car leaves the list (and, with JS, the page) in place. */
export function ListRemoveButton({ list, carId, label }: { list: VisitorList; carId: number; label: string }) {
  const fetcher = useFetcher({ key: `${list}-${carId}` });
  const location = useLocation();
  return (
    <fetcher.Form method="post" action={href(list)}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={carId} />
      <PostRouting returnTo={location.pathname + location.search} fetcher />
      <button type="submit" className="btn btn--ghost btn--small" disabled={fetcher.state !== "idle"}>
        {label}
      </button>
    </fetcher.Form>
  );
}
