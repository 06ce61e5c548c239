import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useLeadForm } from "~/components/forms/use-lead-form";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CodeField, DateField, EmailField, FormMessages, HoneypotInputs, NameField, PhoneField, SelectField, SubmitButton } from "~/components/forms/fields";
import { PersonalLayout } from "~/components/personal/PersonalLayout";
import { ResendCode } from "~/components/personal/ResendCode";
import { PERSONAL_MESSAGES, phoneChangeCheckSchema, phoneChangeSendSchema, profileSchema } from "~/forms/personal";
import { takeNotice } from "~/services/cart.server";
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
  requireSignedIn,
} from "~/services/personal.server";
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

export async function action({ request, context }: ActionFunctionArgs) {
  await requireSignedIn(request, context);
  const post = await readPersonalPost(request, context, "profile");
  if ("refused" in post) return post.refused;
  const { formData, intent } = post;
  const here = new URL(request.url).pathname;
  const done = (notice?: string) => {
    if (notice) context.session.flash("notice", notice);
    return redirect(here, { status: 303, headers: personalHeaders });
  };

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: profileSchema });
    if (submission.status !== "success") return personalReply(intent, submission.reply(), 400);
    const { NAME, EMAIL, BIRTHDAY, CITY } = submission.value;
    try {
      await context.api.send("personalProfileUpdate", { NAME, EMAIL, BIRTHDAY, CITY });
    } catch (error) {
      const failure = personalFailure(error, ["NAME", "EMAIL", "BIRTHDAY", "CITY"]);
      return personalReply(intent, submission.reply({ fieldErrors: failure.fieldErrors, formErrors: failure.formErrors }), failure.status);
    }
    return done(PERSONAL_MESSAGES.saved);
  }

  if (intent === "phone-restart") {
    context.session.unset("pendingCode");
    return done();
  }

  if (intent === "phone-send" || intent === "phone-resend") {
    const pending = pendingCode(context, "phone-change");
    let phone: string;
    if (intent === "phone-send") {
      const submission = parseWithZod(formData, { schema: phoneChangeSendSchema });
      if (submission.status !== "success") return personalReply(intent, submission.reply(), 400);
      phone = submission.value.PHONE;
    } else if (pending) {
      phone = `+${pending.phone}`;
    } else {
      return done();
    }
    try {
      const sent = await context.api.send("personalSendPhoneCode", { PHONE: phone, sClientIp: context.clientIp });
      rememberCode(context, "phone-change", phone.replace(/\D/g, ""), sent);
    } catch (error) {
      return codeSendFailure(context, intent, error, intent === "phone-send" ? String(formData.get("PHONE") ?? "") : undefined);
    }
    return done();
  }

  if (intent === "phone-check") {
    const pending = pendingCode(context, "phone-change");
    const submission = parseWithZod(formData, { schema: phoneChangeCheckSchema });
    if (!pending) return personalReply(intent, submission.reply({ formErrors: ["Срок действия кода истёк. Запросите новый код."] }), 400);
    if (submission.status !== "success") return personalReply(intent, submission.reply(), 400);
    try {
      await context.api.send("personalConfirmPhone", { PHONE: `+${pending.phone}`, CODE: submission.value.CODE });
    } catch (error) {
      const failure = personalFailure(error, ["CODE"]);
      return personalReply(intent, submission.reply({ fieldErrors: failure.fieldErrors, formErrors: failure.formErrors, hideFields: ["CODE"] }), failure.status);
    }
    context.session.unset("pendingCode");
    return done(PERSONAL_MESSAGES.phoneChanged);
  }

  return personalReply(intent, { status: "error", error: { "": ["Неизвестное действие"] } }, 400);
}

function useReply(intents: string[]) {
  const reply = useActionData<PersonalReply>();
  return reply && intents.includes(reply.intent) ? reply.result : undefined;
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
          <Form className="lead-form" {...lead.formProps}>
            <HoneypotInputs formId={form.id} />
            {lead.enhancer}
            <input type="hidden" name="intent" value="profile" />
            <NameField field={fields.NAME} />
            <EmailField field={fields.EMAIL} />
            <DateField field={fields.BIRTHDAY} label="Дата рождения" />
            <SelectField field={fields.CITY} label="Город" options={cities} placeholder="Не выбран" />
            <FormMessages id={form.errorId} errors={form.errors} />
            <SubmitButton disabled={busy}>Сохранить</SubmitButton>
          </Form>
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
          <Form className="lead-form" {...checkLead.formProps}>
            <HoneypotInputs formId={checkForm.id} />
            {checkLead.enhancer}
            <input type="hidden" name="intent" value="phone-check" />
            <CodeField field={checkFields.CODE} />
            <FormMessages id={checkForm.errorId} errors={checkForm.errors} />
            <SubmitButton disabled={busy}>Подтвердить номер</SubmitButton>
          </Form>
          <ResendCode
            resendIn={pending.resendIn}
            errors={resendResult?.error?.[""] ?? undefined}
            formId="phone-resend"
            intents={{ resend: "phone-resend", restart: "phone-restart" }}
            restartLabel="Отменить смену номера"
          />
        </>
      ) : (
        <Form className="lead-form" {...sendLead.formProps}>
          <HoneypotInputs formId={sendForm.id} />
          {sendLead.enhancer}
          <input type="hidden" name="intent" value="phone-send" />
          <PhoneField field={sendFields.PHONE} label="Новый номер" />
          <FormMessages id={sendForm.errorId} errors={sendForm.errors} />
          <SubmitButton disabled={busy}>Получить код</SubmitButton>
        </Form>
      )}
    </section>
  );
}
