import { pageFailure } from "../api-failures.server";
import type { Logger } from "../logger.server";

/** What a section's or list's call gave: its data, or the fact that it failed (shown as such, never as empty). */
export type SectionData<T> = { ok: true; data: T } | { ok: false };

/** The failure mapping of docs/decisions/009-dealer-api-failures.md, for this request's path. */
export type FailureHelpers = {
  /**
   * A page's fatal dealer API call: a missing entity or a refused request is the 404 page,
   * an unavailable API the 503 maintenance page (docs/decisions/009-dealer-api-failures.md).
   */
  page<T>(call: Promise<T>): Promise<T>;
  /**
   * A call that only feeds a part of the page (a section, a list): its failure is logged and
   * the fallback rendered, and the page stays 200.
   */
  section<T>(name: string, call: Promise<T>, fallback: T): Promise<T>;
  /**
   * A list's or section's call whose failure the page must say (`<SectionFailure>`: «Не
   * удалось загрузить…» with a retry link) rather than show as empty: logged, never thrown.
   */
  sectionData<T>(name: string, call: Promise<T>): Promise<SectionData<T>>;
};

export function failureHelpers(logger: Logger, pathname: string): FailureHelpers {
  return {
    page: (call) =>
      call.catch((error: unknown) => {
        throw pageFailure(error, pathname);
      }),
    section: (name, call, fallback) =>
      call.catch((error: unknown) => {
        logger.warn("section failed, left out", { section: name, path: pathname, error: String(error) });
        return fallback;
      }),
    sectionData: <T>(name: string, call: Promise<T>) =>
      call.then(
        (data): SectionData<T> => ({ ok: true, data }),
        (error: unknown): SectionData<T> => {
          // Not the API's failure: a bug, which stays a 500 so that it is seen.
          if (pageFailure(error, pathname) === error) throw error;
          logger.warn("section failed, shown as failed", { section: name, path: pathname, error: String(error) });
          return { ok: false };
        },
      ),
  };
}
