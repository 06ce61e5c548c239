import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SlotPicker } from "~/components/service/SlotPicker";
import { TyreBookingForm } from "~/components/service/TyreBookingForm";
import { contractPrice, contractTitle } from "~/components/service/tyre-texts";
import { SERVICE_VISIT_BOOKED, VisitSummary } from "~/components/service/VisitSummary";
import type { TyreSeason } from "~/dealer-client/tyre-endpoints";
import { tyreSchema } from "~/forms/tyres";
import { href } from "~/paths";
import { leadPost } from "~/server/lead-post.server";
import { handlePost } from "~/server/post.server";
import { requireFeature } from "~/services/features.server";
import { bookTyres, loadTyrePage } from "~/services/tyres.server";
import serviceStyles from "~/styles/service.css?url";
import { crumbOf } from "~/utils/breadcrumbs";
import { formatPhone, phoneHref } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import type { RouteHandle } from "~/utils/route-handle";
import { formatServiceDay } from "~/utils/service-dates";

/*
 * /service/tyres: tyre changes in the tyre bay's short slots, storage («шинный отель») and the
 * pickup of stored wheels (docs/product.md, "Tyre season"; ADR 072). The centre and date are
 * the query of the picker's GET form; the booking posts to the page with the same query.
 */

const TITLE = "Шиномонтаж и хранение шин";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: serviceStyles }];

export const handle = { breadcrumb: () => [crumbOf("service"), crumbOf("service_tyres")], feature: "service" } satisfies RouteHandle;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, TITLE, "Запись на сезонную замену колёс по получасовым слотам и хранение шин в шинном отеле дилерского центра.", {
    noindex: !!data?.booked,
  });

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  return loadTyrePage(context, new URL(request.url));
}

/** The booking (bookTyres); done, the page shows it at `?booked=1`. */
export async function action(args: ActionFunctionArgs) {
  const { context } = args;
  return handlePost(
    args,
    leadPost({
      form: "tyres",
      schema: tyreSchema,
      feature: "service",
      page: href("service_tyres"),
      send: (value) => bookTyres(context, value),
      success: href("service_tyres", undefined, { booked: 1 }),
    }),
  );
}

function seasonText(season: TyreSeason, city: string, today: string): string {
  const when = `с ${formatServiceDay(season.starts).split(", ")[1]} по ${formatServiceDay(season.ends).split(", ")[1]}`;
  const now = season.starts <= today;
  return `${now ? "Сейчас" : "Следующий"} ${season.name} шиномонтажа в городе ${city}: ${when}. Дни сезона отмечены в списке дат — места в эти дни разбирают первыми.`;
}

export default function TyresPage() {
  const { page, centre, slots, prices, pickup, booked } = useLoaderData<typeof loader>();
  if (booked) {
    const details: Array<[string, string]> = [
      ["Вид работ", [booked.work.name, booked.priceText].filter(Boolean).join(", ")],
      ["Автомобиль", [booked.car.brand, booked.car.model, `${booked.car.year} г.`, booked.car.plate].filter(Boolean).join(", ")],
      ...(booked.storage ? [["На хранение", `${contractTitle(booked.storage)}. ${contractPrice(booked.storage)}`] as [string, string]] : []),
      ...(booked.pickup ? [["Выдача с хранения", contractTitle(booked.pickup)] as [string, string]] : []),
    ];
    return (
      <div className="page container service-page">
        <h1 className="page__title">{TITLE}</h1>
        <VisitSummary
          title={SERVICE_VISIT_BOOKED.title}
          visit={booked}
          place="Сервисный центр"
          details={details}
          calendar={{ href: href("service_calendar"), download: "shinomontazh.ics" }}
          more={{ to: href("service_tyres"), text: "Записаться ещё раз" }}
        >
          {SERVICE_VISIT_BOOKED.text} Договор хранения — в личном кабинете, в разделе «Шинный отель».
        </VisitSummary>
      </div>
    );
  }
  return (
    <div className="page container service-page">
      <h1 className="page__title">{TITLE}</h1>
      <p className="page__lead">
        Шиномонтаж: {prices.change}, получасовые слоты. Хранение шин: {prices.storage} за сезон. Снятые колёса можно оставить у нас
        в той же записи, а весной забрать их вместе с заменой.
      </p>
      <section className="service-booking card" id="booking" aria-labelledby="tyre-booking-title">
        <h2 className="service-section-title" id="tyre-booking-title">
          {pickup?.contract ? "Забрать колёса с хранения" : "Записаться на шиномонтаж"}
        </h2>
        {pickup?.contract ? (
          <p className="alert">
            Выдадим {contractTitle(pickup.contract).toLocaleLowerCase("ru")} в центре «{pickup.contract.sName}» и установим их в этот же визит.
          </p>
        ) : pickup ? (
          <p className="alert">
            {pickup.signIn ? <Link to={pickup.signIn}>Войдите в личный кабинет</Link> : "Договор хранения не найден или колёса уже выданы."}
            {pickup.signIn ? ", чтобы забрать колёса с хранения." : null}
          </p>
        ) : null}
        {centre && slots?.season ? <p className="tyre-season">{seasonText(slots.season, centre.sCityName, slots.today)}</p> : null}
        {centre ? (
          <>
            <SlotPicker
              centres={pickup?.contract ? page.centres.filter((c) => c.sCode === pickup.contract!.sCode) : page.centres}
              centre={centre}
              slots={slots}
              action={href("service_tyres")}
              keep={pickup?.contract ? { pickup: String(pickup.contract.id) } : {}}
            />
            {slots ? (
              <TyreBookingForm centre={centre} slots={slots} pickup={pickup?.contract ?? null} perWheel={prices.perWheel} />
            ) : (
              <p className="alert alert--error" role="alert">
                Не удалось загрузить свободное время. Обновите страницу позже или запишитесь по телефону{" "}
                <a href={phoneHref(centre.sPhone)}>{formatPhone(centre.sPhone)}</a>.
              </p>
            )}
          </>
        ) : (
          <p className="alert">Онлайн-запись сейчас недоступна. Позвоните нам, и мы подберём удобное время.</p>
        )}
      </section>
    </div>
  );
}
