import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useLeadForm } from "~/components/forms/use-lead-form";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CodeField, FormMessages, HoneypotInputs, PhoneField, SubmitButton } from "~/components/forms/fields";
import { ResendCode } from "~/components/personal/ResendCode";
import { signInCodeSchema, signInPhoneSchema } from "~/forms/personal";
import { requireFeature } from "~/services/features.server";
import {
  codeSendFailure,
  pendingCode,
  pendingView,
  personalFailure,
  personalHeaders,
  type PersonalReply,
  personalReply,
  readPersonalPost,
  rememberCode,
  returnPath,
  setVisitorId,
} from "~/services/personal.server";
import { formatPhone } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

/**
 * /personal: the sign-in screen. The phone, «Получить код», then the code input on the same
 * page with a countdown to «Отправить код ещё раз». A signed-in visitor goes on to the
 * profile (or the page that sent them here: the layout's rule). Plain posts without JS.
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Вход в личный кабинет");

export const headers = pageHeaders;

// A visitor already signed in never gets here: the personal layout sends them on.
export async function loader({ context }: LoaderFunctionArgs) {
  return data({ pending: pendingView(pendingCode(context, "sign-in")) }, { headers: personalHeaders });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireFeature(context, "personal");
  const post = await readPersonalPost(request, context, "sign-in");
  if ("refused" in post) return post.refused;
  const { formData, intent } = post;
  const here = new URL(request.url);
  const stay = () => redirect(here.pathname + here.search, { status: 303, headers: personalHeaders });

  if (intent === "restart") {
    context.session.unset("pendingCode");
    return stay();
  }

  if (intent === "send" || intent === "resend") {
    const pending = pendingCode(context, "sign-in");
    let phone: string;
    if (intent === "send") {
      const submission = parseWithZod(formData, { schema: signInPhoneSchema });
      if (submission.status !== "success") return personalReply(intent, submission.reply(), 400);
      phone = submission.value.PHONE;
    } else if (pending) {
      phone = pending.phone;
    } else {
      // The code expired while the page was open: start over with the phone.
      return stay();
    }
    try {
      const sent = await context.api.send("personalSendCode", { PHONE: phone, sClientIp: context.clientIp });
      rememberCode(context, "sign-in", phone.replace(/\D/g, ""), sent);
    } catch (error) {
      return codeSendFailure(context, intent, error, intent === "send" ? String(formData.get("PHONE") ?? "") : undefined);
    }
    return stay();
  }

  if (intent === "check") {
    const pending = pendingCode(context, "sign-in");
    const submission = parseWithZod(formData, { schema: signInCodeSchema });
    if (!pending) return personalReply(intent, submission.reply({ formErrors: ["Срок действия кода истёк. Запросите новый код."] }), 400);
    if (submission.status !== "success") return personalReply(intent, submission.reply(), 400);
    try {
      const signedIn = await context.api.send("personalCheckCode", { PHONE: `+${pending.phone}`, CODE: submission.value.CODE });
      setVisitorId(context, signedIn.FUserId);
      context.session.unset("pendingCode");
      context.logger.info("signed in", { clientIp: context.clientIp });
    } catch (error) {
      const failure = personalFailure(error, ["CODE"]);
      context.logger.warn("sign-in code refused", { clientIp: context.clientIp, status: failure.status });
      return personalReply(intent, submission.reply({ fieldErrors: failure.fieldErrors, formErrors: failure.formErrors, hideFields: ["CODE"] }), failure.status);
    }
    return redirect(returnPath(here.searchParams.get("back")), { status: 303, headers: personalHeaders });
  }

  return personalReply(intent, { status: "error", error: { "": ["Неизвестное действие"] } }, 400);
}

export default function SignInPage() {
  const { pending } = useLoaderData<typeof loader>();
  return (
    <div className="page container personal-signin">
      <h1 className="page__title">Вход в личный кабинет</h1>
      {pending ? <CodeStep phone={pending.phone} resendIn={pending.resendIn} /> : <PhoneStep />}
    </div>
  );
}

function useReply(intents: string[]) {
  const reply = useActionData<PersonalReply>();
  return reply && intents.includes(reply.intent) ? reply.result : undefined;
}

function PhoneStep() {
  const lastResult = useReply(["send"]);
  const busy = useNavigation().state === "submitting";
  const lead = useLeadForm({
    id: "sign-in-phone",
    lastResult,
    navigate: true,
    schema: () => import("~/forms/personal").then((m) => m.signInPhoneSchema),
  });
  const { form, fields } = lead;
  return (
    <div className="personal-signin__step">
      <p>Введите номер телефона: мы пришлём СМС с кодом для входа.</p>
      <Form className="lead-form" {...lead.formProps}>
        <HoneypotInputs formId={form.id} />
        {lead.enhancer}
        {lead.enhancer}
        <input type="hidden" name="intent" value="send" />
        <PhoneField field={fields.PHONE} />
        <FormMessages id={form.errorId} errors={form.errors} />
        <SubmitButton disabled={busy}>Получить код</SubmitButton>
      </Form>
    </div>
  );
}

function CodeStep({ phone, resendIn }: { phone: string; resendIn: number }) {
  const lastResult = useReply(["check"]);
  const resendResult = useReply(["resend", "restart"]);
  const busy = useNavigation().state === "submitting";
  const lead = useLeadForm({
    id: "sign-in-code",
    lastResult,
    navigate: true,
    schema: () => import("~/forms/personal").then((m) => m.signInCodeSchema),
  });
  const { form, fields } = lead;
  return (
    <div className="personal-signin__step">
      <p>
        Мы отправили СМС с кодом на номер <strong>{formatPhone(phone)}</strong>. Код действует 5 минут.
      </p>
      <Form className="lead-form" {...lead.formProps}>
        <HoneypotInputs formId={form.id} />
        {lead.enhancer}
        {lead.enhancer}
        <input type="hidden" name="intent" value="check" />
        <CodeField field={fields.CODE} />
        <FormMessages id={form.errorId} errors={form.errors} />
        <SubmitButton disabled={busy}>Войти</SubmitButton>
      </Form>
      <ResendCode resendIn={resendIn} errors={resendResult?.error?.[""] ?? undefined} formId="sign-in-resend" />
    </div>
  );
}

