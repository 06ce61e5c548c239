import { createContext } from "react";

/**
 * The CSP nonce for the document being rendered on the server. The root loader passes it
 * too, but when the root loader fails (the dealer API is down) only this context has it,
 * and without it the error page's scripts would be blocked.
 */
export const NonceContext = createContext<string | undefined>(undefined);
