import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ConsentField } from "~/components/forms/fields";
import { HoneypotInputs } from "~/components/forms/HoneypotInputs";
import type { PostReply } from "~/forms/reply";
import { href } from "~/paths";
import { useRootData } from "~/utils/root-data";

type Watched = { kind: "price"; carId: number } | { kind: "search"; filters: string; title: string };

const SUMMARY = { price: "Следить за ценой", search: "Сохранить поиск" } as const;
const WHAT = {
  price: "Сообщим, когда цена на этот автомобиль снизится.",
  search: "Сообщим, когда по этому поиску появятся новые автомобили или снизится цена.",
} as const;

/**
 * «Сохранить поиск» (the catalogue's filters) and «Следить за ценой» (a car): a disclosure
 * that opens without JS, with the channel (e-mail, or SMS to the signed-in user's phone) and a
 * plain post to /alerts, which answers with its result or the form's messages (ADR 044).
 */
export function SubscribeForm({
  watched,
  reply,
  messages,
  open = false,
}: {
  watched: Watched;
  reply?: PostReply["result"];
  /** The refusal's messages above the button (the /alerts page's, where a refused post lands). */
  messages?: ReactNode;
  open?: boolean;
}) {
  const root = useRootData();
  const location = useLocation();
  const signedIn = root?.visitor.isAuthorized === true;
  const id = `subscribe-${watched.kind}`;
  const errors = reply?.status === "error" ? (reply.error ?? {}) : {};
  const typed = (reply?.initialValue ?? {}) as Record<string, unknown>;
  const channel = typeof typed.CHANNEL === "string" ? typed.CHANNEL : "email";
  const emailError = errors.EMAIL?.[0];
  return (
    <details className="alert-subscribe" open={open || undefined}>
      <summary className="btn btn--secondary alert-subscribe__summary">{SUMMARY[watched.kind]}</summary>
      <Form method="post" action={href("alerts")} className="alert-subscribe__form" aria-label={SUMMARY[watched.kind]} noValidate>
        <HoneypotInputs formId={id} />
        <input type="hidden" name="KIND" value={watched.kind} />
        {watched.kind === "price" ? (
          <input type="hidden" name="CAR_ID" value={watched.carId} />
        ) : (
          <>
            <input type="hidden" name="FILTERS" value={watched.filters} />
            <input type="hidden" name="TITLE" value={watched.title} />
          </>
        )}
        <fieldset className="alert-subscribe__channels">
          <legend className="alert-subscribe__legend">
            {WHAT[watched.kind]} Как сообщить?
          </legend>
          <label className="checkbox">
            <input type="radio" name="CHANNEL" value="email" defaultChecked={channel !== "sms"} />
            <span>На e-mail</span>
          </label>
          {signedIn ? (
            <label className="checkbox">
              <input type="radio" name="CHANNEL" value="sms" defaultChecked={channel === "sms"} />
              <span>СМС на телефон из личного кабинета</span>
            </label>
          ) : (
            <p className="field__hint">
              СМС —{" "}
              <Link to={href("personal", undefined, { back: location.pathname + location.search })}>после входа в личный кабинет</Link>
            </p>
          )}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            Email
          </label>
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            name="EMAIL"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            defaultValue={typeof typed.EMAIL === "string" ? typed.EMAIL : (root?.visitor.contact?.email ?? "")}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
          />
          {emailError ? (
            <p className="field__error" id={`${id}-email-error`}>
              {emailError}
            </p>
          ) : null}
        </div>
        <ConsentField
          field={{ id: `${id}-consent`, name: "AGREE_ADS", errorId: `${id}-consent-error`, errors: errors.AGREE_ADS ?? undefined, initialValue: typed.AGREE_ADS }}
          purpose="marketing"
        />
        {messages}
        <button type="submit" className="btn btn--primary">
          Подписаться
        </button>
      </Form>
    </details>
  );
}
