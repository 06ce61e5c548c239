import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { LeadForm, useLeadForm } from "~/components/forms/use-lead-form";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CodeField, DateField, EmailField, FormMessages, HoneypotInputs, NameField, PhoneField, SelectField, SubmitButton } from "~/components/forms/fields";
import { PersonalLayout } from "~/components/personal/PersonalLayout";
import { ResendCode } from "~/components/personal/ResendCode";
import { PERSONAL_MESSAGES, phoneChangeCheckSchema, phoneChangeSendSchema, profileSchema, signInIntentSchema } from "~/forms/personal";
import { takeNotice } from "~/services/notice.server";
import { replyFor } from "~/forms/reply";
import { codeRefused, personalPost, unknownIntent } from "~/server/personal-post.server";
import { handlePost } from "~/server/post.server";
import { pendingCode, pendingView, personalHeaders, rememberCode, requireSignedIn, sendCode } from "~/services/personal.server";
import { refuse } from "~/services/refusal.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formatPhone } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

/**
 * /personal/editing: name, email, birthday and city; the phone changes only after a code
 * sent to the new number is typed in.
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Редактирование профиля");

export const handle = { breadcrumb: "personal_editing" } satisfies RouteHandle;

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const [profile, common] = await Promise.all([context.page(context.api.send("personalProfile")), context.common()]);
  return data(
    {
      profile,
      cities: common.locations.map((city) => ({ value: city.fiasId, label: city.name })),
      phoneChange: pendingView(pendingCode(context, "phone-change")),
      notice: takeNotice(context),
    },
    { headers: personalHeaders },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireSignedIn(request, context);
  const here = new URL(request.url).pathname;
  const done = (notice?: string) => () => {
    if (notice) context.session.flash("notice", notice);
    return here;
  };
  return handlePost(args, (formData) => {
    const intent = formData.get("intent");
    if (intent === "profile") {
      return personalPost({
        form: "profile",
        schema: profileSchema,
        success: done(PERSONAL_MESSAGES.saved),
        run: async ({ NAME, EMAIL, BIRTHDAY, CITY }) => void (await context.api.send("personalProfileUpdate", { NAME, EMAIL, BIRTHDAY, CITY })),
      });
    }
    if (intent === "phone-send") {
      return personalPost({
        form: "phone-send",
        schema: phoneChangeSendSchema,
        success: done(),
        run: ({ PHONE }) =>
          sendCode(context, async () => {
            const sent = await context.api.send("personalSendPhoneCode", { PHONE, sClientIp: context.clientIp });
            rememberCode(context, "phone-change", PHONE.replace(/\D/g, ""), sent);
          }),
      });
    }
    if (intent === "phone-resend" || intent === "phone-restart") {
      return personalPost({
        form: intent,
        schema: signInIntentSchema,
        success: done(),
        async run() {
          const pending = pendingCode(context, "phone-change");
          if (intent === "phone-restart" || !pending) return void context.session.unset("pendingCode");
          await sendCode(context, async () => {
            const sent = await context.api.send("personalSendPhoneCode", { PHONE: `+${pending.phone}`, sClientIp: context.clientIp });
            rememberCode(context, "phone-change", pending.phone, sent);
          });
        },
      });
    }
    if (intent === "phone-check") {
      return personalPost({
        form: "phone-check",
        schema: phoneChangeCheckSchema,
        success: done(PERSONAL_MESSAGES.phoneChanged),
        async run({ CODE }) {
          const pending = pendingCode(context, "phone-change");
          if (!pending) return refuse(400, "Срок действия кода истёк. Запросите новый код.");
          try {
            await context.api.send("personalConfirmPhone", { PHONE: `+${pending.phone}`, CODE });
          } catch (error) {
            return codeRefused(error);
          }
          context.session.unset("pendingCode");
        },
      });
    }
    return unknownIntent(formData);
  });
}

function useReply(forms: string[]) {
  return replyFor(useActionData(), ...forms)?.result;
}

export default function ProfileEditing() {
  const { profile, cities, phoneChange, notice } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const lead = useLeadForm({
    id: "profile",
    lastResult: useReply(["profile"]),
    defaultValue: { NAME: profile.name, EMAIL: profile.email, BIRTHDAY: profile.birthday, CITY: profile.city?.fiasId ?? "" },
    navigate: true,
    schema: () => import("~/forms/personal").then((m) => m.profileSchema),
  });
  const { form, fields } = lead;
  return (
    <PersonalLayout title="Редактирование профиля" notice={notice}>
      <div className="personal__grid">
        <section className="card personal-card" aria-labelledby="profile-form-title">
          <h2 className="personal-card__title" id="profile-form-title">
            Личные данные
          </h2>
          <LeadForm lead={lead} className="lead-form">
            <HoneypotInputs formId={form.id} />
            <input type="hidden" name="intent" value="profile" />
            <NameField field={fields.NAME} />
            <EmailField field={fields.EMAIL} />
            <DateField field={fields.BIRTHDAY} label="Дата рождения" />
            <SelectField field={fields.CITY} label="Город" options={cities} placeholder="Не выбран" />
            <FormMessages id={form.errorId} errors={form.errors} />
            <SubmitButton disabled={busy}>Сохранить</SubmitButton>
          </LeadForm>
        </section>
        <PhoneChange phone={profile.phone} pending={phoneChange} />
      </div>
    </PersonalLayout>
  );
}

function PhoneChange({ phone, pending }: { phone: string; pending: { phone: string; resendIn: number } | null }) {
  const busy = useNavigation().state === "submitting";
  const sendLead = useLeadForm({
    id: "phone-send",
    lastResult: useReply(["phone-send"]),
    navigate: true,
    schema: () => import("~/forms/personal").then((m) => m.phoneChangeSendSchema),
  });
  const { form: sendForm, fields: sendFields } = sendLead;
  const checkLead = useLeadForm({
    id: "phone-check",
    lastResult: useReply(["phone-check"]),
    navigate: true,
    schema: () => import("~/forms/personal").then((m) => m.phoneChangeCheckSchema),
  });
  const { form: checkForm, fields: checkFields } = checkLead;
  const resendResult = useReply(["phone-resend", "phone-restart"]);
  return (
    <section className="card personal-card" aria-labelledby="phone-title">
      <h2 className="personal-card__title" id="phone-title">
        Телефон
      </h2>
      <p>
        Сейчас: <strong>{formatPhone(phone)}</strong>. Для входа используется этот номер; чтобы сменить его, подтвердите новый номер кодом из СМС.
      </p>
      {pending ? (
        <>
          <p>
            Код отправлен на номер <strong>{formatPhone(pending.phone)}</strong>.
          </p>
          <LeadForm lead={checkLead} className="lead-form">
            <HoneypotInputs formId={checkForm.id} />
            <input type="hidden" name="intent" value="phone-check" />
            <CodeField field={checkFields.CODE} />
            <FormMessages id={checkForm.errorId} errors={checkForm.errors} />
            <SubmitButton disabled={busy}>Подтвердить номер</SubmitButton>
          </LeadForm>
          <ResendCode
            resendIn={pending.resendIn}
            errors={resendResult?.error?.[""] ?? undefined}
            formId="phone-resend"
            intents={{ resend: "phone-resend", restart: "phone-restart" }}
            restartLabel="Отменить смену номера"
          />
        </>
      ) : (
        <LeadForm lead={sendLead} className="lead-form">
          <HoneypotInputs formId={sendForm.id} />
          <input type="hidden" name="intent" value="phone-send" />
          <PhoneField field={sendFields.PHONE} label="Новый номер" />
          <FormMessages id={sendForm.errorId} errors={sendForm.errors} />
          <SubmitButton disabled={busy}>Получить код</SubmitButton>
        </LeadForm>
      )}
    </section>
  );
}
