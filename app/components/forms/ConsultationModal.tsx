import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRootData } from "~/utils/root-data";
import { CONSULTATION_DEFAULTS } from "~/forms/texts";
import { href } from "~/paths";
import type { ConsultationDialogs as ConsultationDialogsComponent, ConsultationState, ConsultationTexts } from "./ConsultationDialogs";

/** A link to the consultation page: the trigger, with or without JS. */
export function isConsultationLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest("a");
  // A link meant for a new tab or a download keeps doing that.
  if (!link || link.origin !== window.location.origin || link.target === "_blank" || link.hasAttribute("download")) return null;
  return link.pathname === href("consultation") ? link : null;
}

/** Texts from common data, falling back to the defaults of docs/product.md §4.7. */
export function useConsultationTexts(): ConsultationTexts {
  const root = useRootData();
  const texts = root?.common.consultation;
  return {
    title: texts?.title || CONSULTATION_DEFAULTS.title,
    description: texts?.description || CONSULTATION_DEFAULTS.description,
    successTitle: texts?.successTitle || CONSULTATION_DEFAULTS.successTitle,
    successText: texts?.successText || CONSULTATION_DEFAULTS.successText,
    cityName: root?.city?.name,
  };
}

/**
 * Rendered once per page (in the root). Every link to /consultation — ConsultationTrigger
 * or the shell's header and footer buttons — opens the consultation dialog instead of
 * navigating once JS runs; without JS the link simply leads to the /consultation page with
 * the same form.
 */
export function ConsultationModal() {
  const texts = useConsultationTexts();
  const location = useLocation();
  const [state, setState] = useState<ConsultationState>("closed");
  const trigger = useRef<HTMLElement | null>(null);
  // The dialogs' code (the site's dialog, the form and its stack, docs/decisions/025-lazy-form-stack.md)
  // comes with the first click, not with every page; the dialog opens with it, so focus lands
  // in its first field. It then stays, keeping what was typed if it is opened again.
  const [Dialogs, setDialogs] = useState<typeof ConsultationDialogsComponent>();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = isConsultationLink(event.target);
      if (!link || window.location.pathname === href("consultation")) return;
      event.preventDefault();
      trigger.current = link;
      import("./ConsultationDialogs").then(
        (module) => {
          setDialogs(() => module.ConsultationDialogs);
          setState("form");
        },
        // Without its code the link does what it does without JS: the /consultation page.
        () => window.location.assign(link.href),
      );
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  const returnFocus = useCallback(() => trigger.current, []);
  // The form has started over (empty fields, consent cleared) for the next time.
  const onSuccess = useCallback(() => setState("success"), []);
  const onFormClose = useCallback(() => setState((s) => (s === "form" ? "closed" : s)), []);
  const onSuccessClose = useCallback(() => setState((s) => (s === "success" ? "closed" : s)), []);

  if (!Dialogs) return null;
  return (
    <Dialogs
      state={state}
      texts={texts}
      back={location.pathname + location.search}
      returnFocus={returnFocus}
      onSuccess={onSuccess}
      onFormClose={onFormClose}
      onSuccessClose={onSuccessClose}
    />
  );
}
