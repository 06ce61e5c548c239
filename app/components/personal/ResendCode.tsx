import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { formatCountdown } from "~/utils/format";
import { FormMessages, HoneypotInputs } from "../forms/fields";

const WAIT_PREFIX = "Новый код можно запросить через";

type Props = {
  /** Seconds until the dealer API sends another code, as the server counted them. */
  resendIn: number;
  /** Why the last «send again» was refused (too early, too many). */
  errors: string[] | undefined;
  formId: string;
  /** The intents this page's action knows for «send again» and «another number». */
  intents?: { resend: string; restart: string };
  restartLabel?: string;
};

/**
 * «Отправить код ещё раз» with the countdown to it, and the way back to another number. With
 * JS the button waits for the countdown; without it the button is always there and an early
 * post gets the API's «через N с».
 */
export function ResendCode({ resendIn, errors, formId, intents = { resend: "resend", restart: "restart" }, restartLabel = "Изменить номер" }: Props) {
  const hydrated = useHydrated();
  const [left, setLeft] = useState(resendIn);
  useEffect(() => {
    const started = Date.now();
    setLeft(resendIn);
    if (resendIn <= 0) return;
    const timer = setInterval(() => {
      const now = Math.max(0, resendIn - Math.floor((Date.now() - started) / 1000));
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendIn]);
  const waiting = left > 0;
  // An early post's refusal already says the wait (in seconds); the countdown would say it again.
  const told = errors?.some((e) => e.startsWith(WAIT_PREFIX)) ?? false;
  return (
    <div className="personal-resend">
      <Form method="post" id={formId} className="personal-resend__form">
        <HoneypotInputs formId={formId} />
        <input type="hidden" name="intent" value={intents.resend} />
        <button type="submit" className="btn btn--secondary" disabled={hydrated && waiting}>
          Отправить код ещё раз
        </button>
        {waiting && !told ? (
          <p className="personal-resend__timer">
            {WAIT_PREFIX} {formatCountdown(left)}
          </p>
        ) : null}
      </Form>
      <Form method="post" className="personal-resend__form">
        <HoneypotInputs formId={`${formId}-restart`} />
        <input type="hidden" name="intent" value={intents.restart} />
        <button type="submit" className="btn btn--ghost">
          {restartLabel}
        </button>
      </Form>
      <FormMessages id={`${formId}-errors`} errors={errors} />
    </div>
  );
}
