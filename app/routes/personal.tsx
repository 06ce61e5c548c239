import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { LeadForm, useLeadForm } from "~/components/forms/use-lead-form";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CodeField, FormMessages, HoneypotInputs, PhoneField, SubmitButton } from "~/components/forms/fields";
import { ResendCode } from "~/components/personal/ResendCode";
import { signInCodeSchema, signInIntentSchema, signInPhoneSchema } from "~/forms/personal";
import { requireFeature } from "~/services/features.server";
import { replyFor } from "~/forms/reply";
import { codeRefused, personalPost, unknownIntent } from "~/server/personal-post.server";
import { handlePost } from "~/server/post.server";
import { pendingCode, pendingView, personalHeaders, rememberCode, returnPath, sendCode, setVisitorId } from "~/services/personal.server";
import { refuse } from "~/services/refusal.server";
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

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireFeature(context, "personal");
  const here = new URL(request.url);
  const stay = here.pathname + here.search;
  return handlePost(args, (formData) => {
    const intent = formData.get("intent");
    if (intent === "send") {
      return personalPost({
        form: "send",
        schema: signInPhoneSchema,
        success: stay,
        run: ({ PHONE }) =>
          sendCode(context, async () => {
            const sent = await context.api.send("personalSendCode", { PHONE, sClientIp: context.clientIp });
            rememberCode(context, "sign-in", PHONE.replace(/\D/g, ""), sent);
          }),
      });
    }
    if (intent === "resend" || intent === "restart") {
      return personalPost({
        form: intent,
        schema: signInIntentSchema,
        success: stay,
        async run() {
          const pending = pendingCode(context, "sign-in");
          // Another number, or the code expired while the page was open: start over with the phone.
          if (intent === "restart" || !pending) return void context.session.unset("pendingCode");
          await sendCode(context, async () => {
            const sent = await context.api.send("personalSendCode", { PHONE: pending.phone, sClientIp: context.clientIp });
            rememberCode(context, "sign-in", pending.phone, sent);
          });
        },
      });
    }
    if (intent === "check") {
      return personalPost({
        form: "check",
        schema: signInCodeSchema,
        success: returnPath(here.searchParams.get("back")),
        async run({ CODE }) {
          const pending = pendingCode(context, "sign-in");
          if (!pending) return refuse(400, "Срок действия кода истёк. Запросите новый код.");
          try {
            const signedIn = await context.api.send("personalCheckCode", { PHONE: `+${pending.phone}`, CODE });
            setVisitorId(context, signedIn.FUserId);
          } catch (error) {
            const refused = codeRefused(error);
            context.logger.warn("sign-in code refused", { clientIp: context.clientIp, status: refused.status });
            return refused;
          }
          context.session.unset("pendingCode");
          context.logger.info("signed in", { clientIp: context.clientIp });
        },
      });
    }
    return unknownIntent(formData);
  });
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

function useReply(forms: string[]) {
  return replyFor(useActionData(), ...forms)?.result;
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
      <LeadForm lead={lead} className="lead-form">
        <HoneypotInputs formId={form.id} />
        <input type="hidden" name="intent" value="send" />
        <PhoneField field={fields.PHONE} />
        <FormMessages id={form.errorId} errors={form.errors} />
        <SubmitButton disabled={busy}>Получить код</SubmitButton>
      </LeadForm>
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
      <LeadForm lead={lead} className="lead-form">
        <HoneypotInputs formId={form.id} />
        <input type="hidden" name="intent" value="check" />
        <CodeField field={fields.CODE} />
        <FormMessages id={form.errorId} errors={form.errors} />
        <SubmitButton disabled={busy}>Войти</SubmitButton>
      </LeadForm>
      <ResendCode resendIn={resendIn} errors={resendResult?.error?.[""] ?? undefined} formId="sign-in-resend" />
    </div>
  );
}

