import { createCookie } from "@remix-run/node";

/**
 * Form state that lasts for the browser session (docs/product.md §4.8: the newsletter stays disabled
 * after success "for the browser session"). The main session cookie lives a year, so this
 * is a cookie of its own with no Max-Age/Expires: the browser drops it when it closes.
 */
export type FormState = { newsletterSubscribed?: boolean };

export type FormStateCookie = {
  read(cookieHeader: string | null): Promise<FormState>;
  write(state: FormState): Promise<string>;
};

export const FORM_STATE_COOKIE = "form_state";

/** What the cookie needs of the configuration (the session's secrets, HTTPS or not): the server's Config has it. */
export type FormStateConfig = { sessionSecrets: string[]; isProduction: boolean };

export function createFormStateCookie(config: FormStateConfig): FormStateCookie {
  const cookie = createCookie(FORM_STATE_COOKIE, {
    secrets: config.sessionSecrets,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config.isProduction,
  });
  return {
    async read(cookieHeader) {
      const value: unknown = await cookie.parse(cookieHeader);
      if (!value || typeof value !== "object") return {};
      return { newsletterSubscribed: (value as FormState).newsletterSubscribed === true };
    },
    write: (state) => cookie.serialize(state),
  };
}
