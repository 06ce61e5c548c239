import { useSyncExternalStore } from "react";
import type * as Stack from "./lead-form-stack";

/**
 * The form stack (conform, zod, imask: lead-form-stack.tsx) is not part of a page's first
 * load: it is fetched once, when a form is opened, comes near the viewport or gets focus, and
 * then every form on the page upgrades to it (docs/decisions/025-lazy-form-stack.md).
 */
export type FormStack = typeof Stack;

let loaded: FormStack | undefined;
let loading: Promise<FormStack> | undefined;
const listeners = new Set<() => void>();

/** Fetches the stack (once; again after a failure). */
export function loadFormStack(): Promise<FormStack> {
  loading ??= import("./lead-form-stack").then(
    (stack) => {
      loaded = stack;
      for (const listener of listeners) listener();
      return stack;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The stack once it is here. The server's HTML and the hydrating render never have it (so
 * they match); a form mounted after it arrived has it from its first render.
 */
export function useFormStack(): FormStack | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
}
