import { createContext } from "react";

/**
 * The CSP nonce of the document being rendered on the server (entry.server.tsx provides
 * it; never loader data, which a cached page would share). Undefined in the browser, and
 * for a page that may be shared, whose scripts are allowed by their hashes.
 */
export const NonceContext = createContext<string | undefined>(undefined);
