import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { href } from "~/paths";
import { isNewBuild } from "~/utils/build-update";
import { isChunkLoadError, reloadGuardKey, shouldReloadAfterChunkError } from "~/utils/reload-guard";

/** The build check runs once an hour (docs/product.md §4.13). */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;

declare global {
  interface Window {
    __remixManifest?: { version?: string };
  }
}

/**
 * Polls /build-version; once a new build is out, the next navigation is a full page load,
 * so the visitor gets the new assets instead of asking the old ones for routes they lack.
 * Failures are ignored (docs/product.md §6.2).
 */
export function useBuildUpdateCheck(intervalMs = BUILD_CHECK_INTERVAL_MS) {
  const navigation = useNavigation();
  const outdated = useRef(false);

  useEffect(() => {
    const check = async () => {
      try {
        const response = await fetch(href("build_version"), { cache: "no-store", headers: { accept: "application/json" } });
        if (!response.ok) return;
        const body = (await response.json()) as { version?: unknown };
        if (isNewBuild(window.__remixManifest?.version, body.version)) outdated.current = true;
      } catch {
        // Offline or mid-deploy: try again next time.
      }
    };
    const timer = window.setInterval(() => void check(), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);

  useEffect(() => {
    if (!outdated.current || navigation.state !== "loading") return;
    const { pathname, search, hash } = navigation.location;
    window.location.assign(`${pathname}${search}${hash}`);
  }, [navigation.state, navigation.location]);

  // Vite reports a failed module preload here; Remix would otherwise show the error page.
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadOnceForChunkError(event)) event.preventDefault();
    };
    const onLeave = () => {
      leaving = true;
    };
    const onShow = () => {
      leaving = false;
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("beforeunload", onLeave);
    window.addEventListener("pageshow", onShow);
    return () => {
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("beforeunload", onLeave);
      window.removeEventListener("pageshow", onShow);
    };
  }, []);

  // A client-side navigation means the document stayed (a left one that came back is a pageshow).
  useEffect(() => {
    if (navigation.state !== "idle") leaving = false;
  }, [navigation.state]);
}

/**
 * Whether the document is being left (a typed address, a full-page link or post). Firefox
 * aborts the page's module loads as soon as another document is asked for, which reports a
 * lazy chunk (the home page's map) as failed; reloading then would cancel the visitor's
 * navigation and put them back on the page they were leaving.
 */
let leaving = false;

/**
 * Reloads the page after a chunk load error, at most once per 10 s per path (docs/product.md §4.13), so a
 * deployment heals itself but a really missing file cannot cause a reload loop. Returns
 * whether it reloads.
 */
export function reloadOnceForChunkError(error: unknown): boolean {
  if (leaving) return false;
  const payload = error instanceof Event && "payload" in error ? (error as Event & { payload: unknown }).payload : error;
  if (!(error instanceof Event) && !isChunkLoadError(payload)) return false;
  try {
    const key = reloadGuardKey(window.location.pathname);
    const last = window.sessionStorage.getItem(key);
    const now = Date.now();
    if (!shouldReloadAfterChunkError(last === null ? null : Number(last), now)) return false;
    window.sessionStorage.setItem(key, String(now));
  } catch {
    // No sessionStorage (privacy mode): without a guard, do not risk a loop.
    return false;
  }
  window.location.reload();
  return true;
}
