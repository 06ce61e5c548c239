import { useContext } from "react";
import { NonceContext } from "~/utils/nonce";
import { scriptJson } from "~/utils/script-json";

/** Structured data for crawlers: the one way a page puts JSON-LD into its HTML. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useContext(NonceContext);
  return (
    // Not executed, but the CSP would still flag an inline script without the nonce.
    <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
  );
}
