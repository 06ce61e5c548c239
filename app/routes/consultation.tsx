import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/utils/root-data";
import { useRootData } from "~/utils/root-data";
import { useState } from "react";
import { ConsultationForm } from "~/components/forms/ConsultationForm";
import { useConsultationTexts } from "~/components/forms/ConsultationModal";
import { consultationSchema } from "~/forms/consultation";
import { replyFor } from "~/forms/reply";
import { safeReturnPath } from "~/utils/safe-redirect";
import { href } from "~/paths";
import type { RouteHandle } from "~/utils/route-handle";
import { visitorCityName } from "~/services/lead-forms.server";
import { leadPost } from "~/server/lead-post.server";
import { handlePost } from "~/server/post.server";
import { pageHeaders } from "~/utils/page-headers";
import { pageMeta, rootDataOf } from "~/utils/meta";

/**
 * The consultation form as a page: where the consultation links lead without JS. `back`
 * is the page the visitor came from; it becomes the lead's URL and the way back.
 */
export const meta: MetaFunction<unknown, { root: RootLoader }> = ({ matches }) => {
  const title = rootDataOf(matches)?.common.consultation.title || "Получить консультацию";
  return pageMeta(matches, title);
};

export const handle = { breadcrumb: "consultation", noindex: true } satisfies RouteHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  return { back: backPath(request) };
}

export const headers = pageHeaders;

export async function action(args: ActionFunctionArgs) {
  const back = backPath(args.request);
  return handlePost(
    args,
    leadPost({
      form: "consultation",
      schema: consultationSchema,
      swallowFailures: true,
      page: back,
      send: async (value, { context }) => context.api.send("createConsultation", { ...value, CITY: await visitorCityName(context) }),
      success: href("consultation", undefined, { back }),
    }),
  );
}

/** `?back=`, else the same-site page that linked here, else the home page. */
function backPath(request: Request): string {
  const url = new URL(request.url);
  const given = url.searchParams.get("back");
  if (given !== null) return safeReturnPath(given);
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === url.origin && from.pathname !== url.pathname) return safeReturnPath(from.pathname + from.search);
    } catch {
      // An unparsable Referer is no hint.
    }
  }
  return href("index");
}

export default function ConsultationPage() {
  const { back } = useLoaderData<typeof loader>();
  const reply = replyFor(useActionData(), "consultation");
  const root = useRootData();
  const texts = useConsultationTexts();
  const [sentWithJs, setSentWithJs] = useState(false);
  const sent = sentWithJs || root?.forms.success === "consultation";
  return (
    <div className="page container">
      <h1 className="page__title">{texts.title}</h1>
      {sent ? (
        <div className="lead-form__success" role="status">
          <p className="lead-form__success-title">{texts.successTitle}</p>
          <p>{texts.successText}</p>
        </div>
      ) : (
        <>
          <p>{texts.description}</p>
          <ConsultationForm
            id="consultation-page"
            back={back}
            cityName={texts.cityName}
            lastResult={reply?.result}
            onSuccess={() => setSentWithJs(true)}
          />
        </>
      )}
      <p>
        <a href={back}>Вернуться на страницу, с которой вы пришли</a>
      </p>
    </div>
  );
}
