import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageLink } from "~/components/PageLink";
import { PersonalLayout } from "~/components/personal/PersonalLayout";
import { OrderList } from "~/components/personal/OrderList";
import { href } from "~/paths";
import { takeNotice } from "~/services/notice.server";
import type { UserBooking, UserOrder } from "~/dealer-client/personal-endpoints";
import { personalHeaders } from "~/services/personal.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formatDate, formatNumber, formatPhone, plural } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

/**
 * /personal/rating: the profile home. Who the user is, the loyalty level with its points
 * and what the next level needs (the dealer API counts them from purchases and service
 * visits), and the latest orders.
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Профиль");

export const handle = { breadcrumb: "personal_rating" } satisfies RouteHandle;

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const [profile, orders, bookings] = await Promise.all([
    context.page(context.api.send("personalProfile")),
    context.section("personal orders", context.api.send("personalOrders").then((r) => r.items), null as UserOrder[] | null),
    context.section("personal service", context.api.send("personalBookings").then((r) => r.items), null as UserBooking[] | null),
  ]);
  const now = Date.now();
  const upcoming = bookings?.filter((b) => b.status === "booked" && Date.parse(b.startsAt) >= now) ?? null;
  return data(
    { profile, orders: orders?.slice(0, 3) ?? null, upcoming: upcoming && { count: upcoming.length, next: upcoming[0] ?? null }, notice: takeNotice(context) },
    { headers: personalHeaders },
  );
}

export default function ProfileHome() {
  const { profile, orders, upcoming, notice } = useLoaderData<typeof loader>();
  const { loyalty } = profile;
  return (
    <PersonalLayout title="Профиль" notice={notice}>
      <div className="personal__grid">
        <section className="card personal-card" aria-labelledby="profile-title">
          <h2 className="personal-card__title" id="profile-title">
            {profile.name || "Имя не указано"}
          </h2>
          <dl className="personal-card__facts">
            <div>
              <dt>Телефон</dt>
              <dd>{formatPhone(profile.phone)}</dd>
            </div>
            {profile.email ? (
              <div>
                <dt>Email</dt>
                <dd>{profile.email}</dd>
              </div>
            ) : null}
            {profile.city ? (
              <div>
                <dt>Город</dt>
                <dd>{profile.city.name}</dd>
              </div>
            ) : null}
          </dl>
          <Link to={href("personal_editing")} className="btn btn--secondary btn--small">
            Редактировать профиль
          </Link>
        </section>

        <section className="card personal-card personal-loyalty" aria-labelledby="loyalty-title">
          <h2 className="personal-card__title" id="loyalty-title">
            Программа лояльности
          </h2>
          <p className="personal-loyalty__level">
            Уровень <strong>«{loyalty.level.name}»</strong>
          </p>
          <p className="personal-loyalty__points">
            <span className="personal-loyalty__number">{formatNumber(loyalty.points)}</span> {plural(loyalty.points, "балл", "балла", "баллов")}
          </p>
          {loyalty.next ? (
            <>
              <p>
                До уровня «{loyalty.next.name}» осталось {formatNumber(loyalty.next.pointsNeeded)}{" "}
                {plural(loyalty.next.pointsNeeded, "балл", "балла", "баллов")}.
              </p>
              <progress
                className="personal-loyalty__progress"
                max={loyalty.points + loyalty.next.pointsNeeded}
                value={loyalty.points}
                aria-label={`Прогресс до уровня «${loyalty.next.name}»`}
              />
            </>
          ) : (
            <p>У вас высший уровень программы.</p>
          )}
          <p className="personal-loyalty__rules">
            Баллы начисляются за покупку автомобиля (1 балл за каждые 1 000 ₽) и за каждый визит в сервис (300 баллов).
            Покупок: {loyalty.purchases > 0 ? `${formatNumber(loyalty.purchases)} ₽` : "пока нет"}, визитов в сервис: {loyalty.serviceVisits}.
          </p>
        </section>
      </div>

      <section className="personal-section" aria-labelledby="garage-title">
        <div className="personal-section__head">
          <h2 id="garage-title">Гараж</h2>
          <Link to={href("personal_garage")}>{profile.garageCount > 0 ? "Открыть гараж" : "Добавить автомобиль"}</Link>
        </div>
        <p>
          {profile.garageCount > 0
            ? `В гараже ${profile.garageCount} ${plural(profile.garageCount, "автомобиль", "автомобиля", "автомобилей")}: там же их оценка в трейд-ин на сегодня.`
            : "Добавьте свой автомобиль в гараж: мы покажем, сколько за него дадут в трейд-ин."}
        </p>
      </section>

      <section className="personal-section" aria-labelledby="orders-title">
        <div className="personal-section__head">
          <h2 id="orders-title">Заказы</h2>
          <Link to={href("personal_orders")}>Все заказы</Link>
        </div>
        {orders === null ? (
          <p>Не удалось загрузить заказы. Обновите страницу чуть позже.</p>
        ) : orders.length === 0 ? (
          <p>
            Заказов пока нет. <Link to={href("catalog")}>Выбрать автомобиль в каталоге</Link>
          </p>
        ) : (
          <OrderList orders={orders} headingLevel={3} />
        )}
      </section>

      <section className="personal-section" aria-labelledby="service-title">
        <div className="personal-section__head">
          <h2 id="service-title">Сервис</h2>
          <Link to={href("personal_service")}>Все записи</Link>
        </div>
        {upcoming === null ? (
          <p>Не удалось загрузить записи на сервис. Обновите страницу чуть позже.</p>
        ) : upcoming.next ? (
          <p>
            Ближайший визит: {upcoming.next.work.name}, {formatDate(upcoming.next.date)} в {upcoming.next.time}, {upcoming.next.sName}.
            {upcoming.count > 1 ? ` Всего запланировано: ${upcoming.count}.` : ""}
          </p>
        ) : (
          <p>
            Предстоящих визитов нет. <PageLink to={href("service")}>Записаться на сервис</PageLink>
          </p>
        )}
      </section>
    </PersonalLayout>
  );
}
