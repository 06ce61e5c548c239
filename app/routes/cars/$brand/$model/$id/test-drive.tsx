import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TestDriveForm } from "~/components/buying/TestDriveForm";
import { VisitSummary } from "~/components/service/VisitSummary";
import { CarSubpageLead, carSubpageCrumbs } from "~/components/buying/CarSubpage";
import { testDriveSchema } from "~/forms/test-drive";
import { href } from "~/paths";
import { leadPost } from "~/server/lead-post.server";
import { handlePost } from "~/server/post.server";
import { bookTestDrive, loadTestDrivePage } from "~/services/test-drive.server";
import serviceStyles from "~/styles/service.css?url";
import { formatPhone, phoneHref } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import type { RouteHandle } from "~/utils/route-handle";
import { TestDrivePlace } from "~/components/buying/TestDrivePlace";

/**
 * A car's test drive (docs/product.md, "Test drive"): a free time at the car's dealer centre,
 * name, phone and consent; the booking at `?booked=1` with its .ics. A form page of one car,
 * not content: kept out of search results.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: serviceStyles }];

type Data = Awaited<ReturnType<typeof loadTestDrivePage>>;
export const handle: RouteHandle<Data> = {
  noindex: true,
  breadcrumb: ({ car }) => carSubpageCrumbs(car, "car_test_drive", "Тест-драйв"),
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await loadTestDrivePage(context, request, params);
  const visitor = await context.visitor();
  return { ...page, signedIn: visitor.isAuthorized };
}

export const headers = pageHeaders;

/** The booking (bookTestDrive); done, the page shows it at `?booked=1`. */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const page = new URL(request.url).pathname;
  return handlePost(
    args,
    leadPost({
      form: "test_drive",
      schema: testDriveSchema,
      page,
      send: (value) => bookTestDrive(context, value),
      success: `${page}?booked=1#test-drive`,
    }),
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data ? `Тест-драйв ${data.car.name}` : "Тест-драйв", data ? `Запишитесь на тест-драйв ${data.car.name} в ${data.car.dealer.sName}.` : undefined);

export default function TestDrivePage() {
  const { car, slots, booked, signedIn, places, at } = useLoaderData<typeof loader>();
  const page = href("car_test_drive", { brand: car.brandCode, model: car.modelCode, id: car.id });
  return (
    <div className="page container service-page">
      <h1 className="page__title">Тест-драйв {car.name}</h1>
      <CarSubpageLead car={car} />
      <div className="service-layout service-layout--summary" id="test-drive">
        {booked ? (
          <VisitSummary
            title="Вы записаны на тест-драйв"
            visit={booked}
            place="Дилерский центр"
            details={[["Автомобиль", `${booked.car.name}, ${booked.car.year}`]]}
            calendar={{ href: href("test_drive_calendar"), download: "test-drive.ics" }}
            more={signedIn ? { to: href("personal_orders"), text: "Мои заказы" } : undefined}
          >
            Менеджер дилерского центра позвонит, чтобы подтвердить тест-драйв. Возьмите с собой водительское удостоверение.
            {signedIn ? " Отменить запись можно в личном кабинете, в разделе «Мои заказы»." : null}
          </VisitSummary>
        ) : (
          <section className="service-booking card" aria-labelledby="test-drive-title">
            <h2 className="service-section-title" id="test-drive-title">
              Выберите время
            </h2>
            {places ? <TestDrivePlace places={places} at={at} page={page} /> : null}
            <p className="service-picker__centre">
              {at ? null : `${car.dealer.sWork}. `}Тест-драйв длится около часа, с вами поедет менеджер.
            </p>
            {slots ? (
              <TestDriveForm carId={car.id} page={page} slots={slots} at={at} />
            ) : (
              <p className="alert alert--error" role="alert">
                Не удалось загрузить свободное время. Обновите страницу позже или позвоните{" "}
                <a href={phoneHref(car.dealer.sPhone)}>{formatPhone(car.dealer.sPhone)}</a>.
              </p>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
