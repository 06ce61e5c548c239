import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { EmailField, FormMessages, HoneypotInputs, PhoneField, SubmitButton } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/use-lead-form";
import { OperatorDetails } from "~/components/legal/OperatorDetails";
import { ScopeField } from "~/components/legal/ScopeField";
import { withdrawalFormSchema } from "~/forms/consent-withdrawal";
import { replyFor } from "~/forms/reply";
import { href } from "~/paths";
import { handlePost } from "~/server/post.server";
import { takeNotice } from "~/services/notice.server";
import { withdrawConsent } from "~/services/consent-withdrawal.server";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

/**
 * «Отзыв согласия» (152-ФЗ ст. 9 ч. 2; docs/product.md, «Оператор и отзыв согласия»; ADR 068):
 * the visitor names the e-mail and/or phone and which consent; the dealer API stores it and
 * stops the marketing sent there. The result lands here, as a notice above the form.
 */
const TITLE = "Отзыв согласия на обработку персональных данных";
const FORM = "consent-withdraw";
const RESULT = `${FORM}-result`;

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, TITLE);

export const handle = { breadcrumb: "consent_withdraw", noindex: true } satisfies RouteHandle;

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  return data({ notice: takeNotice(context) }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Rate-limited as a lead: anyone may send it, and each one is a record the operator keeps. */
export async function action(args: ActionFunctionArgs) {
  const { context } = args;
  return handlePost(args, {
    form: FORM,
    schema: withdrawalFormSchema,
    limit: "leads",
    unavailable: "Не удалось принять отзыв согласия. Попробуйте позже или напишите нам на адрес для обращений о персональных данных.",
    run: (value) => withdrawConsent(context, value),
    success: `${href("consent_withdraw")}#${RESULT}`,
  });
}

export default function ConsentWithdrawPage() {
  const { notice } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const lead = useLeadForm({
    id: FORM,
    lastResult: replyFor(useActionData(), FORM)?.result,
    // The post is the page's own navigation: its 303 brings the notice, with JS and without.
    navigate: true,
    schema: () => import("~/forms/consent-withdrawal").then((m) => m.withdrawalFormSchema),
  });
  const { form, fields } = lead;
  return (
    <div className="page container consent-withdraw">
      <h1 className="page__title">{TITLE}</h1>
      <div id={RESULT}>
        {notice ? (
          <p className="alert" role="status">
            {notice}
          </p>
        ) : null}
      </div>
      <p>
        Согласие, данное на сайте, можно отозвать в любой момент. Укажите e-mail и (или) телефон, на которые вы его давали, и
        выберите, что отзываете. Рекламу, новости и уведомления о ценах и новых автомобилях на эти адреса мы перестаём присылать
        сразу. Если вы отзываете все согласия, мы также прекратим обработку ваших данных по заявкам и уничтожим их в течение 30
        дней, кроме тех, что закон обязывает хранить.
      </p>
      <LeadForm lead={lead} className="lead-form" aria-label="Отзыв согласия">
        <HoneypotInputs formId={form.id} />
        <ScopeField field={fields.SCOPE} />
        <EmailField field={fields.EMAIL} />
        <PhoneField field={fields.PHONE} />
        <FormMessages id={form.errorId} errors={form.errors} />
        <SubmitButton disabled={busy}>Отозвать согласие</SubmitButton>
      </LeadForm>
      <OperatorDetails />
    </div>
  );
}
