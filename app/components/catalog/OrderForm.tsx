import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useRootData } from "~/utils/root-data";
import { Form, useActionData, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  AgreementField,
  CommentField,
  FormMessages,
  HoneypotInputs,
  JsMarker,
  NameField,
  PhoneField,
} from "~/components/forms/fields";
import { askCallTouch } from "~/forms/calltouch";
import { ORDER_TEXTS, orderSchema } from "~/forms/order";
import type { LeadFormReply } from "~/forms/reply";

/**
 * The car order. It posts to the page it is on (the car page or the cart), whose action is
 * orderAction. Without JS: 400 with the messages and typed values, or 303 back with a
 * success text. With JS: validation on blur and submit, call tracking, a fetcher, and the
 * success text in place; a second click while sending sends nothing.
 */
export function OrderForm({ carId, id = "order-form" }: { carId: number; id?: string }) {
  const root = useRootData();
  const location = useLocation();
  const actionData = useActionData<LeadFormReply>();
  const fetcher = useFetcher<LeadFormReply>();
  const sending = useRef(false);
  const handled = useRef<LeadFormReply | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  const [sent, setSent] = useState(false);
  const url = location.pathname + location.search;

  const data = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle") return;
    sending.current = false;
    if (data && data !== handled.current) {
      handled.current = data;
      if (data.success) {
        setGeneration((g) => g + 1);
        setSent(true);
      }
    }
  }, [fetcher.state, data]);

  // actionData of another form on the page (the cart buttons) has no `result`.
  const ownActionResult = actionData && "result" in actionData ? actionData.result : undefined;
  const [form, fields] = useForm({
    id: `${id}-${generation}`,
    lastResult: data && !data.success ? data.result : generation > 0 ? undefined : ownActionResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderSchema }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      if (sending.current) return;
      sending.current = true;
      void (async () => {
        const phone = orderSchema.shape.PHONE.safeParse(formData.get("PHONE") ?? "");
        const tracking = await askCallTouch((window as { ct?: unknown }).ct, {
          cityName: root?.city?.name,
          phone: phone.success ? phone.data : "",
        });
        formData.set("URL", window.location.href);
        formData.set("CALLTOUCH", String(tracking.CALLTOUCH));
        formData.set("CALLTOUCHDATA", tracking.CALLTOUCHDATA);
        fetcher.submit(formData, { method: "post", action: url });
      })();
    },
  });

  const busy = fetcher.state !== "idle";
  const success = sent || root?.forms.success === "order";
  return (
    <>
      {success ? (
        <div className="notice notice--success" role="status">
          <p>
            <strong>{ORDER_TEXTS.successTitle}</strong>
          </p>
          <p>{ORDER_TEXTS.successText}</p>
        </div>
      ) : null}
      <Form key={generation} method="post" action={url} className="lead-form order-form" {...getFormProps(form)} aria-busy={busy || undefined}>
        <HoneypotInputs formId={id} />
        <JsMarker />
        <input type="hidden" name="intent" value="order" />
        <input type="hidden" name="CAR_ID" value={carId} />
        <input type="hidden" name="URL" value={url} />
        <NameField field={fields.NAME} />
        <PhoneField field={fields.PHONE} />
        <CommentField field={fields.COMMENT} />
        <AgreementField field={fields.AGREE} />
        <FormMessages id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn btn--primary lead-form__submit" disabled={busy}>
          Заказать автомобиль
        </button>
      </Form>
    </>
  );
}
