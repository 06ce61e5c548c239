import type { AppLoadContext } from "@remix-run/node";
import type { FormFrame } from "~/view-models/root-data";
import { FORM_STATE_COOKIE } from "./form-state.server";

/**
 * What every page's forms need from the request, for the root loader: the success flash of
 * a post without JS (reading it removes it; the server commits the session) and the
 * newsletter's browser-session flag.
 */
export async function loadFormFrame(request: Request, context: AppLoadContext): Promise<FormFrame> {
  const state = await context.formState.read(context.cookies.headerOf(FORM_STATE_COOKIE));
  return { success: context.session.get("formSuccess") ?? null, newsletterSubscribed: state.newsletterSubscribed === true };
}
