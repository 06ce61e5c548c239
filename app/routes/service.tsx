import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BookingForm } from "~/components/service/BookingForm";
import { SERVICE_VISIT_BOOKED, VisitSummary } from "~/components/service/VisitSummary";
import { serviceSchema } from "~/forms/service";
import { SlotPicker } from "~/components/service/SlotPicker";
import { href } from "~/paths";
import { leadPost } from "~/server/lead-post.server";
import { handlePost } from "~/server/post.server";
import { bookService, loadServicePage } from "~/services/service.server";
import serviceStyles from "~/styles/service.css?url";
import type { RouteHandle } from "~/utils/route-handle";
import { requireFeature } from "~/services/features.server";
import { formatPhone, phoneHref } from "~/utils/format";
import { presetQuery } from "~/components/service/MaintenancePresetNote";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

/** The same visit booked again (same phone, centre and slot) with a new comment: kept with the booking. */
const COMMENT_ADDED = "Вы уже записаны на это время, поэтому новая запись не создана. Ваш комментарий мы добавили к этой записи.";

/**
 * Service booking (docs/product.md, "Service booking"): the kinds of work with prices, the service centres,
 * and the booking by real time slots. The centre and date are the query of a GET form; the
 * free times of that date are radio buttons of the booking form.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: serviceStyles }];

export const handle = { breadcrumb: "service", feature: "service" } satisfies RouteHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  return loadServicePage(context, new URL(request.url));
}

export const headers = pageHeaders;

/** The booking (bookService); done, the page shows it at `?booked=1`. */
export async function action(args: ActionFunctionArgs) {
  const { context } = args;
  return handlePost(
    args,
    leadPost({
      form: "service",
      schema: serviceSchema,
      feature: "service",
      page: href("service"),
      send: (value) => bookService(context, value),
      success: href("service", undefined, { booked: 1 }),
    }),
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  // The summary of a booking is the visitor's own, not a page to index.
  ...pageMeta(matches, data?.page.meta.title ?? "Сервис", data?.page.meta.description, { noindex: !!data?.booked }),
];

export default function ServicePage() {
  const { page, centre, slots, works, booked, preset, brands } = useLoaderData<typeof loader>();
  const cities = [...new Set(page.centres.map((c) => c.sCityName))];
  return (
    <div className="page container service-page">
      <h1 className="page__title">{page.meta.h1}</h1>
      {booked ? (
        <VisitSummary
          title={SERVICE_VISIT_BOOKED.title}
          visit={booked}
          place="Сервисный центр"
          details={[
            ["Вид работ", [booked.work.name, booked.quote?.title, booked.priceText].filter(Boolean).join(", ")],
            ["Автомобиль", [booked.car.brand, booked.car.model, `${booked.car.year} г.`, booked.car.plate].filter(Boolean).join(", ")],
          ]}
          note={booked.commentAdded ? COMMENT_ADDED : undefined}
          calendar={{ href: href("service_calendar"), download: "zapis-na-servis.ics" }}
          more={{ to: href("service"), text: "Записаться ещё раз" }}
        >
          {SERVICE_VISIT_BOOKED.text}
        </VisitSummary>
      ) : (
        <p className="page__lead">{page.intro}</p>
      )}

      <div className={booked ? "service-layout service-layout--summary" : "service-layout"}>
        {booked ? null : (
          <section className="service-booking card" id="booking" aria-labelledby="service-booking-title">
            <h2 className="service-section-title" id="service-booking-title">
              Записаться онлайн
            </h2>
            {centre ? (
              <>
                <SlotPicker centres={page.centres} centre={centre} slots={slots} keep={presetQuery(preset)} />
                {slots ? (
                  <BookingForm centre={centre} slots={slots} works={works} brands={brands} preset={preset} />
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
        )}

        <section className="service-works" aria-labelledby="service-works-title">
          <h2 className="service-section-title" id="service-works-title">
            Виды работ и цены
          </h2>
          <ul className="service-works__list">
            {works.map((work) => (
              <li key={work.code} className="service-works__item">
                <span className="service-works__name">{work.name}</span>
                <span className="service-works__price">{work.priceText}</span>
                {work.description ? <span className="service-works__text">{work.description}</span> : null}
              </li>
            ))}
          </ul>
          <p className="service-works__note">Точную стоимость мастер назовёт после осмотра автомобиля.</p>
          <p className="service-works__note">
            <Link to={href("service_tyres")}>Записаться на шиномонтаж</Link> — сезонная замена колёс по получасовым слотам и хранение
            шин.
          </p>
          <p className="service-works__note">
            <Link to={href("service_to")}>Рассчитать стоимость ТО по регламенту</Link> — цена планового обслуживания для вашего
            автомобиля, пробега и возраста.
          </p>
        </section>
      </div>

      <section className="service-centres" aria-labelledby="service-centres-title">
        <h2 className="service-section-title" id="service-centres-title">
          Сервисные центры
        </h2>
        {cities.map((city) => (
          <div key={city} className="service-centres__city">
            <h3 className="service-centres__city-name">{city}</h3>
            <ul className="service-centres__list">
              {page.centres
                .filter((c) => c.sCityName === city)
                .map((c) => (
                  <li key={c.sCode} className="card service-centre">
                    <h4 className="card__title">{c.sName}</h4>
                    <p className="card__text">{c.sAddressForView}</p>
                    <p className="card__text">{c.sWork}</p>
                    <p className="card__text">
                      <a href={phoneHref(c.sPhone)}>{formatPhone(c.sPhone)}</a>
                    </p>
                    {c.arBrands.length ? <p className="service-centre__brands">{c.arBrands.map((b) => b.sBrandName).join(", ")}</p> : null}
                    <Link
                      className="btn btn--secondary btn--small service-centre__book"
                      to={`${href("service", undefined, { centre: c.sCode })}#booking`}
                    >
                      {/* The name starts with the words on the button, so a voice command that says them finds it (WCAG 2.5.3). */}
                      Записаться сюда<span className="visually-hidden"> — {c.sName}</span>
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}
