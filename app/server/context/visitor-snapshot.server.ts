import {
  F_USER_ID_COOKIE,
  LISTS_STAMP_COOKIE,
  listsStampCookie,
  listsStampOf,
  snapshotOf,
  usableSnapshot,
  type Visitor,
  type VisitorSnapshot,
  visitorIdOf,
} from "~/services/visitor.server";
import type { RequestCookies } from "../cookies.server";
import type { AppServices } from "../services.server";
import { VISITOR_COOKIE } from "../session.server";

/** What loaders and actions tell the visitor cookie's snapshot (ADR 055). */
export type VisitorMemory = {
  /** What the dealer API now says of the visitor (a car viewed): the visitor cookie's snapshot says so. */
  rememberVisitor(visitor: Visitor): void;
  /**
   * After a change to the favourites or the comparison: the snapshot is dropped and the lists'
   * stamp renewed, so the next request asks the dealer API, even if a request that raced this
   * one writes back what it knew before (ADR 054).
   */
  changedLists(): void;
  /** After sign-in or sign-out: the next request asks the API who this is. */
  forgetVisitor(): void;
};

export type SnapshotPart = {
  context: VisitorMemory;
  /** The visitor cookie's snapshot when it may stand in for the dealer API. */
  snapshot: VisitorSnapshot | undefined;
  /** The snapshot's cookie among this response's cookies, if what is kept is not what was read. */
  commit(): Promise<void>;
};

export async function readVisitorSnapshot(
  services: Pick<AppServices, "config" | "visitorCookie">,
  cookies: RequestCookies,
  crawler: boolean,
  setCookie: (serialized: string) => void,
): Promise<SnapshotPart> {
  const { config, visitorCookie } = services;
  const listsStamp = listsStampOf(cookies.get(LISTS_STAMP_COOKIE));
  // The snapshot's own cookie (ADR 055): what pages write, kept apart from what posts write.
  const snapshot = crawler
    ? undefined
    : usableSnapshot(
        await visitorCookie.parse(cookies.headerOf(VISITOR_COOKIE)).catch(() => undefined),
        visitorIdOf(cookies.get(F_USER_ID_COOKIE)),
        Date.now(),
        config.visitorRefreshMs,
        listsStamp,
      );
  // What the answer writes back: a new snapshot, none (dropped), or the one as read (nothing to write).
  let kept: VisitorSnapshot | undefined = snapshot;
  // Once this request has changed the lists, what it knew of them is not written back.
  let listsChanged = false;
  const rememberVisitor = (who: Visitor) => {
    if (listsChanged) return;
    const next = snapshotOf(who, Date.now(), listsStamp);
    if (!next) return void (kept = undefined);
    // The same answer again, not half-way to stale: the cookie is not rewritten for it.
    const before = kept;
    const same = before && JSON.stringify({ ...before, at: 0 }) === JSON.stringify({ ...next, at: 0 });
    if (same && Date.now() - before.at < config.visitorRefreshMs / 2) return;
    kept = next;
  };
  return {
    snapshot,
    context: {
      rememberVisitor,
      forgetVisitor: () => void (kept = undefined),
      changedLists() {
        listsChanged = true;
        kept = undefined;
        setCookie(listsStampCookie(config.isProduction));
      },
    },
    async commit() {
      // A dropped snapshot expires the cookie; one the browser sent but that was no longer usable
      // (stale, another id's, an old lists stamp) is simply replaced by the next one written.
      if (kept === snapshot) return;
      setCookie(await visitorCookie.serialize(kept ?? "", kept ? undefined : { maxAge: 0 }));
    },
  };
}
