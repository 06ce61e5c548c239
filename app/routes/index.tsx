import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { CallBackSection } from "~/components/forms/CallBackSection";
import { ConsultationTrigger } from "~/components/forms/ConsultationTrigger";
import { formatPhone, phoneHref } from "~/utils/format";

export { callBackAction as action, leadFormHeaders as headers } from "~/services/lead-forms.server";

export const meta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((m) => m.id === "root")?.data;
  const title = root?.common.meta.title ?? "";
  return [
    { title: `Главная - ${title}` },
    { name: "description", content: root?.common.meta.description ?? "" },
  ];
};

export default function HomePage() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return null;
  const { common, city } = root;
  return (
    <main className="home">
      <h1>{common.meta.title}</h1>
      <p>{common.meta.description}</p>
      {city ? (
        <p className="home__city">
          <span>{city.name}</span>{" "}
          <a href={phoneHref(city.phone)}>{formatPhone(city.phone)}</a>
        </p>
      ) : null}
      <p>
        <ConsultationTrigger />
      </p>
      <CallBackSection />
    </main>
  );
}
