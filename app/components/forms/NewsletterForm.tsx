import { useLocation, useMatches } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { SuccessDialog } from "~/components/Dialog";
import { NEWSLETTER_STORAGE_KEY, NEWSLETTER_SUCCESS } from "~/forms/texts";
import type { PostReply } from "~/forms/reply";
import { href } from "~/paths";
import { useRootData } from "~/utils/root-data";
import { ConsentField, EmailField, FormMessages, HoneypotInputs, JsMarker, SubmitButton } from "./fields";
import { LeadForm, useLeadForm } from "./use-lead-form";

function readSessionFlag(): boolean {
  try {
    return window.sessionStorage.getItem(NEWSLETTER_STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

function writeSessionFlag() {
  try {
    window.sessionStorage.setItem(NEWSLETTER_STORAGE_KEY, "true");
  } catch {
    // Storage may be off; the session cookie still holds the state.
  }
}

type Props = {
  id?: string;
  /** The answer of a post without JS, rendered by the /newsletter page. */
  lastResult?: PostReply["result"];
  /** Where a post without JS returns to; the current page by default. */
  back?: string;
  /** On its own page the block's title is the page's heading. */
  pageHeading?: boolean;
};

/**
 * The newsletter block (the footer's slot). Posts to /newsletter: with JS through a fetcher
 * and a success dialog; without JS a 303 back to this page, which then shows the success
 * text. After success the form is disabled for the browser session either way.
 */
export function NewsletterForm({ id = "newsletter", lastResult, back, pageHeading = false }: Props) {
  const root = useRootData();
  const location = useLocation();
  const [subscribedHere, setSubscribedHere] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // After the success dialog the submit button is disabled or gone: focus comes back here.
  const heading = useRef<HTMLHeadingElement>(null);
  const headingForFocus = useCallback(() => heading.current, []);
  const lead = useLeadForm({
    id,
    schema: () => import("~/forms/newsletter").then((m) => m.newsletterSchema),
    action: href("newsletter"),
    lastResult,
    knownContact: true,
    onSuccess: () => {
      writeSessionFlag();
      setSubscribedHere(true);
      setDialogOpen(true);
    },
  });
  const { fields, form } = lead;

  useEffect(() => {
    if (readSessionFlag()) setSubscribedHere(true);
  }, []);

  const subscribe = root?.common.subscribe;
  const justSubscribed = root?.forms.success === "newsletter";
  const disabled = subscribedHere || root?.forms.newsletterSubscribed === true;
  const titleId = `${id}-title`;
  const Heading = pageHeading ? "h1" : "h2";
  const returnTo = back ?? location.pathname + location.search;

  return (
    <section className="newsletter" aria-labelledby={titleId}>
      <Heading className={pageHeading ? "page__title" : "newsletter__title"} id={titleId} ref={heading} tabIndex={-1}>
        {subscribe?.title || "Подпишитесь на новости"}
      </Heading>
      {subscribe?.description ? <p className="newsletter__text">{subscribe.description}</p> : null}
      <LeadForm lead={lead} className="lead-form lead-form--inline">
        {justSubscribed ? (
          <div className="lead-form__success" role="status">
            <p className="lead-form__success-title">{NEWSLETTER_SUCCESS.title}</p>
            <p>{NEWSLETTER_SUCCESS.text}</p>
          </div>
        ) : null}
        <fieldset className="lead-form__fieldset" disabled={disabled || lead.busy}>
          <legend className="visually-hidden">Подписка на новости</legend>
          <HoneypotInputs formId={form.id} />
          <JsMarker />
          <input type="hidden" name="back" value={returnTo} />
          <EmailField field={fields.EMAIL} />
          <ConsentField field={fields.AGREEMENT} purpose="marketing" />
          <FormMessages id={form.errorId} errors={form.errors} />
          <SubmitButton>{disabled ? "Вы подписаны" : "Подписаться"}</SubmitButton>
        </fieldset>
      </LeadForm>
      <SuccessDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        returnFocusTo={headingForFocus}
        title={NEWSLETTER_SUCCESS.title}
        text={NEWSLETTER_SUCCESS.text}
      />
    </section>
  );
}

/** The footer's newsletter, left out on /newsletter, whose page shows the same form. */
export function NewsletterFooterSlot() {
  const matches = useMatches();
  if (matches.some((match) => match.id === "newsletter")) return null;
  return <NewsletterForm />;
}
