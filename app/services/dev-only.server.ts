import { type AppLoadContext, redirect } from "@remix-run/node";
import { href } from "~/paths";

/** The /ui showcase is for developers: production answers a 302 to the home page. */
export function requireDevelopment(context: AppLoadContext): void {
  if (context.config.isProduction) throw redirect(href("index"), 302);
}
