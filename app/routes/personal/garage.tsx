import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageLink } from "~/components/PageLink";
import { ItemPost } from "~/components/personal/ItemPost";
import { PersonalLayout } from "~/components/personal/PersonalLayout";
import { href } from "~/paths";
import type { RouteHandle } from "~/utils/route-handle";
import { garageDeleteSchema } from "~/forms/personal";
import { personalPost } from "~/server/personal-post.server";
import { handlePost } from "~/server/post.server";
import { personalList } from "~/services/personal-lists.server";
import { requireSignedIn } from "~/services/personal.server";
import { formatMileage, formatPrice } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import { formatPlate } from "../../../lib/vehicle-id";

/**
 * /personal/garage: the user's cars, each with today's trade-in estimate and a way to a
 * prefilled evaluation; change or delete (after a question that needs no JS).
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Гараж");

export const handle = { breadcrumb: "personal_garage" } satisfies RouteHandle;

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  return personalList(context, context.api.send("personalGarage"), (cars) => ({ cars }));
}

/** The item's one action, for the signed-in user only (an action runs no layout loader). */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireSignedIn(request, context);
  return handlePost(
    args,
    personalPost({
      form: "garage-delete",
      schema: garageDeleteSchema,
      run: async ({ id }) => void (await context.api.send("personalGarageDelete", { id })),
      notice: "Автомобиль удалён из гаража",
      success: href("personal_garage"),
    }),
  );
}

export default function Garage() {
  const { cars, notice } = useLoaderData<typeof loader>();
  return (
    <PersonalLayout title="Гараж" notice={notice}>
      <p className="personal-section__head">
        <span>Держите здесь свои автомобили: мы покажем, сколько за них дадут в трейд-ин сегодня.</span>
        <Link to={href("personal_garage_add")} className="btn btn--primary btn--small">
          Добавить автомобиль
        </Link>
      </p>
      {cars.length === 0 ? (
        <p>В гараже пока нет автомобилей.</p>
      ) : (
        <ul className="personal-list">
          {cars.map((car) => {
            const title = `${car.brand} ${car.model}, ${car.year}`;
            return (
              <li key={car.id} className="card personal-item">
                <div className="personal-item__main">
                  <h2 className="personal-item__title">{title}</h2>
                  <p className="personal-item__text">
                    {car.generation}, {car.modification}
                  </p>
                  <p className="personal-item__text">
                    Пробег {formatMileage(car.mileage)}{car.plate ? `, госномер ${formatPlate(car.plate)}` : ""}
                    {car.vin ? `, VIN ${car.vin}` : ""}
                  </p>
                  <div className="personal-item__actions">
                    <Link to={href("personal_garage_edit", undefined, { id: car.id })} className="btn btn--secondary btn--small" aria-label={`Изменить: ${title}`}>
                      Изменить
                    </Link>
                    <ItemPost
                      form="garage-delete"
                      id={car.id}
                      intent="delete"
                      label="Удалить"
                      accessibleLabel={`Удалить: ${title}`}
                      question={`Удалить ${title} из гаража?`}
                      confirm="Да, удалить"
                    />
                  </div>
                </div>
                <div className="personal-item__facts personal-estimate">
                  {car.estimate ? (
                    <>
                      <p className="personal-estimate__label">Оценка в трейд-ин сегодня</p>
                      <p className="personal-estimate__price">{formatPrice(car.estimate.buyout)}</p>
                      <p className="personal-item__text">
                        Рыночная цена: {formatPrice(car.estimate.marketMin)} – {formatPrice(car.estimate.marketMax)}
                      </p>
                      <PageLink to={href("trade_in", undefined, {
                          brand: car.brandCode,
                          model: car.modelCode,
                          generation: car.generationCode,
                          modification: car.modificationId,
                          year: car.year,
                          mileage: car.mileage,
                          calc: 1,
                        })}>
                        Оценить точнее и сдать в трейд-ин
                      </PageLink>
                    </>
                  ) : (
                    <p className="personal-item__text">Оценка для этого автомобиля сейчас недоступна.</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </PersonalLayout>
  );
}
