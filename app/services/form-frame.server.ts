import type { AppLoadContext } from "@remix-run/node";
import type { LeadFormKey } from "~/forms/reply";

export type FormFrame = {
  /** A lead form that just succeeded without JS (a flash: shown once). */
  success: LeadFormKey | null;
  /** The newsletter succeeded in this browser session: its form stays disabled. */
  newsletterSubscribed: boolean;
};

/**
 * What every page's forms need from the request, for the root loader: the success flash of
 * a post without JS and the newsletter's session flag. Reading a flash removes it, so the
 * session is committed (through the load context) only when there was one.
 */
export async function loadFormFrame(request: Request, context: AppLoadContext): Promise<FormFrame> {
  const cookieHeader = request.headers.get("Cookie");
  const [session, state] = await Promise.all([
    context.sessionStorage.getSession(cookieHeader),
    context.formState.read(cookieHeader),
  ]);
  const success = session.get("formSuccess") ?? null;
  if (success) context.appendSetCookie(await context.sessionStorage.commitSession(session));
  return { success, newsletterSubscribed: state.newsletterSubscribed === true };
}
