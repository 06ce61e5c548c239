import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { DocumentListsProvider, readVisitorLists, VISITOR_LISTS_ID } from "./utils/visitor-lists";

// The visitor's lists the document was made with, apart from its data (ADR 081): read once,
// so the value above the whole tree never changes while parts of it are still hydrating.
const lists = readVisitorLists(document.getElementById(VISITOR_LISTS_ID)?.textContent);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <DocumentListsProvider value={lists}>
        <RemixBrowser />
      </DocumentListsProvider>
    </StrictMode>,
  );
});
