import { useHydrated } from "remix-utils/use-hydrated";
import { JS_FIELD } from "~/forms/reply";

/**
 * The hidden fields of a site post (lists, cart, city, cookie notice): where a plain post
 * returns, and, once hydrated, the mark of a fetcher post that wants data back instead.
 */
export function PostRouting({ returnTo }: { returnTo: string }) {
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
    </>
  );
}
