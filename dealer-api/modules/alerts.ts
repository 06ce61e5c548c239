import { acceptedDocuments, requiredConsent, storeConsents } from "../consents";
import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { ApiFailure, endpoint, fail, type ApiError } from "../http";
import { alertKey, signToken, verifyToken, type TokenPurpose } from "./alert-tokens";
import { cardsByIds, carId } from "./catalog";
import { catalogRefs } from "./catalog-data";
import { parseListRequest, type AppliedFilters } from "./catalog-query";
import { isFUserId, signedInUser } from "./identity";
import { marketingWithdrawn } from "./consent-withdrawals";
import { OFFERED } from "./stock";

/*
 * Saved searches and price watches (docs/dealer-api.md, "Alerts"; ADR 044). The storefront
 * creates, lists and removes subscriptions; this module decides when to notify. A job looks
 * every ALERTS_EVERY_MS (and whenever `runAlerts` is called: `npm run alerts:run`, run-alerts.ts,
 * or over HTTP outside production) for price drops below the price at the last notice and for
 * cars newly matching a saved search, and writes each notice once to the SMS or e-mail outbox,
 * with a signed one-click unsubscribe link.
 */

export const ALERTS_EVERY_MS = 5 * 60_000;
/** A visitor's live subscriptions at most: more is someone scripting the form. */
export const MAX_SUBSCRIPTIONS = 50;
const MAX_FILTERS = 500;
const MAX_TITLE = 120;

export const ALERT_MESSAGES = {
  email: "Проверьте адрес электронной почты",
  emailCyrillic: "Email не должен содержать русские буквы",
  signIn: "Чтобы получать СМС, войдите в личный кабинет по номеру телефона",
  car: "Автомобиль не найден",
  token: "Ссылка недействительна или устарела",
  tooMany: "Слишком много подписок. Удалите ненужные в личном кабинете.",
  notFound: "Подписка не найдена",
  consent: "Необходимо согласие на получение рассылки",
  runForbidden: "В рабочем режиме рассылку по HTTP не запускают: выполните npm run alerts:run на сервере",
} as const;

type Subscription = {
  id: number;
  kind: "search" | "price";
  channel: "email" | "sms";
  address: string;
  title: string;
  filters: string | null;
  car_id: number | null;
  site_url: string;
  status: "pending" | "active" | "removed";
  last_price: number | null;
  created_at: number;
  confirmed_at: number | null;
};

const rub = new Intl.NumberFormat("ru-RU");
const price = (n: number) => `${rub.format(n).replace(/\u00a0/g, " ")} ₽`;

function text(value: unknown, max: number): string {
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

/** The storefront's public origin as sent (http or https, no path), for the links of notices. */
function siteUrl(value: unknown): string {
  try {
    const url = new URL(text(value, 200));
    if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
  } catch {
    // refused below
  }
  fail(400, "VALIDATION", "Не указан адрес сайта");
}

function email(value: unknown): string {
  const address = text(value, 254);
  if (/[а-яё]/i.test(address)) fieldFailure("EMAIL", ALERT_MESSAGES.emailCyrillic);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) fieldFailure("EMAIL", ALERT_MESSAGES.email);
  return address.toLowerCase();
}

function fieldFailure(field: string, message: string): never {
  throw new ApiFailure(400, [{ code: "VALIDATION", message, field } as ApiError]);
}

// ---- Which cars a saved search matches ---------------------------------------------------

/** The cars for sale a saved search's filters match now, with their prices: the catalogue's own reading of them. */
export function matchingCars(db: DB, filters: string): Map<number, number> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(filters)) input[key] = [...((input[key] as string[]) ?? []), value];
  const f: AppliedFilters = parseListRequest(catalogRefs(db), input).filters;
  const where: string[] = [OFFERED];
  const params: Array<string | number> = [];
  const oneOf = (column: string, values: string[]) => {
    if (!values.length) return;
    where.push(`${column} IN (${values.map(() => "?").join(",")})`);
    params.push(...values);
  };
  if (f.model.length) {
    // A model narrows its own brand only, as in the catalogue.
    const narrowed = f.brand.filter((b) => f.model.some((m) => catalogRefs(db).models.has(`${b}/${m}`)));
    const pairs = narrowed.flatMap((b) => f.model.filter((m) => catalogRefs(db).models.has(`${b}/${m}`)).map((m) => `${b}/${m}`));
    const others = f.brand.filter((b) => !narrowed.includes(b));
    where.push(
      `(brand_code || '/' || model_code IN (${pairs.map(() => "?").join(",")})${others.length ? ` OR brand_code IN (${others.map(() => "?").join(",")})` : ""})`,
    );
    params.push(...pairs, ...others);
  } else oneOf("brand_code", f.brand);
  oneOf("body", f.body);
  oneOf("fuel", f.fuel);
  oneOf("transmission", f.transmission);
  oneOf("drive", f.drive);
  oneOf("condition", f.condition);
  oneOf("city_fias", f.city);
  if (f.dealer.length) {
    where.push(`dealer_id IN (SELECT id FROM dealer_centers WHERE code IN (${f.dealer.map(() => "?").join(",")}))`);
    params.push(...f.dealer);
  }
  const range = (sql: string, value: number | null) => {
    if (value === null) return;
    where.push(sql);
    params.push(value);
  };
  range("price >= ?", f.priceFrom);
  range("price <= ?", f.priceTo);
  range("year >= ?", f.yearFrom);
  range("year <= ?", f.yearTo);
  range("mileage <= ?", f.mileageTo);
  const rows = db.prepare(`SELECT id, price FROM cars WHERE ${where.join(" AND ")}`).raw().all(...params) as Array<
    [number, number]
  >;
  return new Map(rows);
}

/** What a subscription compares with from now on: the car's price, or the search's cars and prices. */
function snapshot(db: DB, sub: Pick<Subscription, "id" | "kind" | "filters" | "car_id">) {
  if (sub.kind === "price") {
    db.prepare("UPDATE subscriptions SET last_price = (SELECT price FROM cars WHERE id = ?) WHERE id = ?").run(sub.car_id, sub.id);
    return;
  }
  db.prepare("DELETE FROM subscription_cars WHERE subscription_id = ?").run(sub.id);
  const insert = db.prepare("INSERT INTO subscription_cars (subscription_id, car_id, price) VALUES (?, ?, ?)");
  for (const [car, carPrice] of matchingCars(db, sub.filters!)) insert.run(sub.id, car, carPrice);
}

// ---- Messages ----------------------------------------------------------------------------

/** The storefront's page of what is watched (the car, the catalogue filtered) and the unsubscribe link. */
function links(db: DB, sub: Subscription) {
  const unsubscribe = `${sub.site_url}/alerts/unsubscribe?token=${signToken(alertKey(db), "unsubscribe", sub.id)}`;
  return { unsubscribe, target: `${sub.site_url}${subscriptionView(db, sub).url ?? ""}` };
}

function send(db: DB, sub: Subscription, message: { subject: string; sms: string; lines: string[] }, now: number) {
  const { unsubscribe, target } = links(db, sub);
  if (sub.channel === "sms") {
    db.prepare("INSERT INTO sms_outbox (phone, text, created_at) VALUES (?, ?, ?)").run(sub.address, `${message.sms} ${target} Отписаться: ${unsubscribe}`, now);
    return;
  }
  const body = [...message.lines, "", `Смотреть: ${target}`, "", `Отписаться от этих писем: ${unsubscribe}`].join("\n");
  const headers = { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  db.prepare("INSERT INTO email_outbox (address, subject, body, headers, created_at) VALUES (?, ?, ?, ?, ?)").run(
    sub.address,
    message.subject,
    body,
    JSON.stringify(headers),
    now,
  );
}

function sendConfirmation(db: DB, sub: Subscription, now: number) {
  const link = `${sub.site_url}/alerts/confirm?token=${signToken(alertKey(db), "confirm", sub.id, now)}`;
  const what = sub.kind === "price" ? `об изменении цены: ${sub.title}` : `о новых автомобилях по поиску «${sub.title}»`;
  const body = [
    `Вы подписались на уведомления ${what}.`,
    "",
    `Подтвердите подписку: ${link}`,
    "",
    "Ссылка действует 7 дней. Если вы не подписывались, просто не отвечайте на это письмо.",
  ].join("\n");
  db.prepare("INSERT INTO email_outbox (address, subject, body, headers, created_at) VALUES (?, ?, ?, '{}', ?)").run(
    sub.address,
    "Подтвердите подписку на уведомления",
    body,
    now,
  );
}

// ---- The job -----------------------------------------------------------------------------

/**
 * One pass over the active subscriptions: each price drop and each newly matching car is
 * told once. One IMMEDIATE transaction: two passes at once (the timer and a test's call, or
 * two processes on one database) cannot both see the same news, so a notice is written once.
 * Returns how many notices were written.
 */
export function runAlerts(db: DB, now = Date.now()): number {
  return db.transaction(() => {
    let sent = 0;
    const subs = db.prepare("SELECT * FROM subscriptions WHERE status = 'active' ORDER BY id").all() as Subscription[];
    for (const sub of subs) {
      // A consent withdrawn since this one was given (ADR 068): nothing is told, nor marked as told.
      if (marketingWithdrawn(db, sub.channel, sub.address, sub.confirmed_at ?? sub.created_at)) continue;
      if (sub.kind === "price") {
        // A car taken off sale is no news, whatever its price does; back on sale, it is compared again.
        const current = db.prepare(`SELECT price FROM cars WHERE id = ? AND ${OFFERED}`).pluck().get(sub.car_id) as number | undefined;
        if (current === undefined || sub.last_price === null || current >= sub.last_price) continue;
        send(db, sub, {
          subject: `Цена снизилась: ${sub.title}`,
          sms: `Цена снизилась: ${sub.title} — ${price(current)} (было ${price(sub.last_price)}).`,
          lines: [`Цена снизилась: ${sub.title}.`, `Было ${price(sub.last_price)}, стало ${price(current)}.`],
        }, now);
        db.prepare("UPDATE subscriptions SET last_price = ? WHERE id = ?").run(current, sub.id);
        sent++;
        continue;
      }
      const known = new Map(
        db.prepare("SELECT car_id, price FROM subscription_cars WHERE subscription_id = ?").raw().all(sub.id) as Array<[number, number]>,
      );
      const now_ = matchingCars(db, sub.filters!);
      const fresh = [...now_.keys()].filter((id) => !known.has(id));
      const cheaper = [...now_].filter(([id, p]) => known.has(id) && p < known.get(id)!).map(([id]) => id);
      if (!fresh.length && !cheaper.length) continue;
      const cards = new Map(cardsByIds(db, [...fresh, ...cheaper]).map((c) => [c.id, c]));
      const line = (id: number, note: string) => {
        const card = cards.get(id);
        return card ? `— ${card.name}, ${card.year}: ${price(card.price)}${note} ${sub.site_url}${card.url}` : "";
      };
      const parts = [fresh.length ? `новых автомобилей: ${fresh.length}` : "", cheaper.length ? `снижена цена: ${cheaper.length}` : ""].filter(Boolean);
      send(db, sub, {
        subject: `Новые предложения по поиску «${sub.title}»`,
        sms: `По поиску «${sub.title}» ${parts.join(", ")}.`,
        lines: [
          `По вашему поиску «${sub.title}» ${parts.join(", ")}.`,
          "",
          ...fresh.map((id) => line(id, "")),
          ...cheaper.map((id) => line(id, ` (было ${price(known.get(id)!)})`)),
        ].filter((l, i) => l || i === 1),
      }, now);
      snapshot(db, sub);
      sent++;
    }
    return sent;
  }).immediate();
}

// ---- Endpoints ---------------------------------------------------------------------------

function subscriptionView(db: DB, sub: Subscription) {
  const url = sub.kind === "price" ? cardsByIds(db, [sub.car_id!])[0]?.url ?? null : `/catalog${sub.filters ? `?${sub.filters}` : ""}`;
  return {
    id: sub.id,
    kind: sub.kind,
    channel: sub.channel,
    address: sub.address,
    title: sub.title,
    status: sub.status,
    url,
    createdAt: new Date(sub.created_at).toISOString(),
  };
}

function byToken(db: DB, purpose: TokenPurpose, token: unknown): Subscription {
  const id = verifyToken(alertKey(db), purpose, token);
  const sub = id === null ? undefined : (db.prepare("SELECT * FROM subscriptions WHERE id = ?").get(id) as Subscription | undefined);
  if (!sub || (purpose === "confirm" && sub.status === "removed")) fail(400, "BAD_TOKEN", ALERT_MESSAGES.token);
  return sub;
}

/** The signed-in user's subscriptions: made while signed in, or to their phone or their profile's e-mail. */
function ownSubscriptions(db: DB, fuserId: unknown): Subscription[] {
  const user = signedInUser(db, fuserId);
  if (!user) fail(401, "NOT_AUTHORIZED", "Войдите в личный кабинет");
  const profileEmail = (db.prepare("SELECT email FROM users WHERE id = ?").pluck().get(user.id) as string).toLowerCase();
  return db
    .prepare(
      `SELECT * FROM subscriptions WHERE status != 'removed'
         AND (user_id = ? OR (channel = 'sms' AND address = ?) OR (channel = 'email' AND address = ? AND ? != ''))
       ORDER BY created_at DESC, id DESC`,
    )
    .all(user.id, user.phone, profileEmail, profileEmail) as Subscription[];
}

export function createSubscription(db: DB, input: Record<string, unknown>, now = Date.now()) {
  const fuserId = input.FUserId;
  if (!isFUserId(fuserId)) fail(400, "VALIDATION", "Не указан посетитель");
  // Notices are advertising by e-mail or SMS (38-ФЗ ст. 18): none without the marketing consent (ADR 067).
  const consent = requiredConsent(ALERT_MESSAGES.consent).safeParse(input.AGREE_ADS);
  if (!consent.success) throw new ApiFailure(400, [{ code: "VALIDATION", message: ALERT_MESSAGES.consent, field: "AGREE_ADS" } as ApiError]);
  const accepted = acceptedDocuments(db, "AlertSubscriptionForm", { AGREE_ADS: consent.data }, now);
  const kind = input.KIND === "price" ? "price" : input.KIND === "search" ? "search" : fail(400, "VALIDATION", "Не указано, на что подписаться");
  const channel = input.CHANNEL === "sms" ? "sms" : "email";
  const site = siteUrl(input.sSiteUrl);
  const user = signedInUser(db, fuserId);
  let address: string;
  if (channel === "sms") {
    // The phone is the signed-in user's: confirmed by the sign-in code (ADR 018).
    if (!user) fail(403, "NOT_AUTHORIZED", ALERT_MESSAGES.signIn);
    address = user.phone;
  } else {
    address = email(input.EMAIL);
  }
  let title: string;
  let filters: string | null = null;
  let car: number | null = null;
  if (kind === "price") {
    car = carId(input.CAR_ID);
    const card = car === null ? undefined : cardsByIds(db, [car])[0];
    if (!card) fail(404, "NOT_FOUND", ALERT_MESSAGES.car);
    title = `${card.name}, ${card.year}`;
  } else {
    filters = new URLSearchParams(text(input.FILTERS, MAX_FILTERS).replace(/^\?/, "")).toString();
    title = text(input.TITLE, MAX_TITLE) || "Все автомобили";
  }
  return db.transaction(() => {
    const same = db
      .prepare(
        `SELECT * FROM subscriptions WHERE status != 'removed' AND channel = ? AND address = ? AND kind = ?
           AND IFNULL(filters, '') = ? AND IFNULL(car_id, 0) = ?`,
      )
      .get(channel, address, kind, filters ?? "", car ?? 0) as Subscription | undefined;
    if (same) {
      // Subscribing again is the same subscription; a pending one gets its confirmation again.
      if (same.status === "pending") sendConfirmation(db, same, now);
      return subscriptionView(db, same);
    }
    const live = db.prepare("SELECT count(*) FROM subscriptions WHERE fuser_id = ? AND status != 'removed'").pluck().get(fuserId) as number;
    if (live >= MAX_SUBSCRIPTIONS) fail(429, "TOO_MANY", ALERT_MESSAGES.tooMany);
    const status = channel === "sms" ? "active" : "pending";
    const row = db
      .prepare(
        `INSERT INTO subscriptions (kind, channel, address, title, filters, car_id, fuser_id, user_id, site_url, status, created_at, confirmed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(kind, channel, address, title, filters, car, fuserId, user?.id ?? null, site, status, now, status === "active" ? now : null);
    const sub = db.prepare("SELECT * FROM subscriptions WHERE id = ?").get(row.lastInsertRowid) as Subscription;
    storeConsents(db, accepted, { form: "AlertSubscriptionForm", record: "alert", id: sub.id, fuserId, now });
    if (status === "active") snapshot(db, sub);
    else sendConfirmation(db, sub, now);
    return subscriptionView(db, sub);
  }).immediate();
}

export const alertsModule: DealerApiModule = {
  name: "alerts",
  seed({ db }) {
    // Each car's price when it came into stock; a reduced one was its old price then, cut a week later.
    db.prepare(
      `INSERT INTO price_history (car_id, price, changed_at)
       SELECT id, IFNULL(old_price, price), added_at FROM cars
       UNION ALL SELECT id, price, added_at + 7 * 86400000 FROM cars WHERE old_price IS NOT NULL`,
    ).run();
  },
  register(router, { db, options }) {
    endpoint(router, ["POST"], "/api/rrt/alerts/Subscription/create", (input) => createSubscription(db, input));

    // One pass now, for a developer's or a test's API: in production anyone who reaches the API
    // could make it write notices at will, so operations run the command on the host instead.
    endpoint(router, ["POST"], "/api/rrt/alerts/Job/run", () => {
      if (options.production) fail(403, "FORBIDDEN", ALERT_MESSAGES.runForbidden);
      return { notices: runAlerts(db) };
    });

    endpoint(router, ["GET", "POST"], "/api/rrt/alerts/Subscription/get", (input) => {
      const purpose = input.purpose === "confirm" ? "confirm" : "unsubscribe";
      return subscriptionView(db, byToken(db, purpose, input.token));
    });

    endpoint(router, ["POST"], "/api/rrt/alerts/Subscription/confirm", (input) =>
      db.transaction(() => {
        const sub = byToken(db, "confirm", input.token);
        if (sub.status === "pending") {
          db.prepare("UPDATE subscriptions SET status = 'active', confirmed_at = ? WHERE id = ?").run(Date.now(), sub.id);
          snapshot(db, sub);
        }
        return subscriptionView(db, db.prepare("SELECT * FROM subscriptions WHERE id = ?").get(sub.id) as Subscription);
      }).immediate(),
    );

    endpoint(router, ["POST"], "/api/rrt/alerts/Subscription/unsubscribe", (input) => {
      const sub = byToken(db, "unsubscribe", input.token);
      db.prepare("UPDATE subscriptions SET status = 'removed', removed_at = ? WHERE id = ? AND status != 'removed'").run(Date.now(), sub.id);
      return { ...subscriptionView(db, sub), status: "removed" };
    });

    endpoint(router, ["GET", "POST"], "/api/rrt/alerts/Subscription/list", (input) => ({
      items: ownSubscriptions(db, input.FUserId).map((sub) => subscriptionView(db, sub)),
    }));

    endpoint(router, ["POST"], "/api/rrt/alerts/Subscription/delete", (input) => {
      const id = carId(input.id);
      const sub = ownSubscriptions(db, input.FUserId).find((s) => s.id === id);
      if (!sub) fail(404, "NOT_FOUND", ALERT_MESSAGES.notFound);
      db.prepare("UPDATE subscriptions SET status = 'removed', removed_at = ? WHERE id = ?").run(Date.now(), sub.id);
      return { id: sub.id, status: "removed" };
    });

    endpoint(router, ["GET", "POST"], "/api/rrt/catalog/Catalog/getPriceHistory", (input) => {
      const id = carId(input.id);
      if (id === null) fail(400, "VALIDATION", "Не указан автомобиль");
      const rows = db.prepare("SELECT price, changed_at AS at FROM price_history WHERE car_id = ? ORDER BY changed_at, id").all(id) as Array<{
        price: number;
        at: number;
      }>;
      if (!rows.length && !db.prepare("SELECT 1 FROM cars WHERE id = ?").get(id)) fail(404, "NOT_FOUND", ALERT_MESSAGES.car);
      return { items: rows.map((r) => ({ price: r.price, changedAt: new Date(r.at).toISOString() })) };
    });

    // The timer never keeps the process alive, nor outlives the database.
    setInterval(() => {
      if (db.open) runAlerts(db);
    }, ALERTS_EVERY_MS).unref();
  },
};
