import { useHydrated } from "~/utils/use-hydrated";
import { JS_FIELD } from "~/forms/reply";

/**
 * The hidden fields of a site post (lists, cart, city, cookie notice): where a plain post
 * returns and, for a form that a fetcher submits once the page is hydrated, the mark of a
 * fetcher post, which wants data back instead of a redirect.
 */
export function PostRouting({ returnTo, fetcher }: { returnTo: string; fetcher: boolean }) {
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="returnTo" value={returnTo} />
      {fetcher && hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
    </>
  );
}
