import type { AppLoadContext } from "@remix-run/node";

/** A notice left by a redirect (read once: the session forgets it with this response). */
export function takeNotice(context: AppLoadContext): string | null {
  return context.session.get("notice") ?? null;
}
