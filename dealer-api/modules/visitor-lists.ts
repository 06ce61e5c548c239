import { z } from "zod/v4";
import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { endpoint, fail } from "../http";
import { carExists, carId } from "./catalog";
import { listOwner } from "./list-owner";

export type VisitorList = "favorites" | "compare";

/** The comparison table stops being readable beyond this; favourites are capped only against abuse. */
export const LIST_LIMITS: Record<VisitorList, number> = { favorites: 100, compare: 10 };

const LIMIT_MESSAGES: Record<VisitorList, string> = {
  favorites: `В избранном может быть не более ${LIST_LIMITS.favorites} автомобилей`,
  compare: `В сравнении может быть не более ${LIST_LIMITS.compare} автомобилей`,
};

const visitorId = z
  .string({ error: "Не передан идентификатор посетителя" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "Не передан идентификатор посетителя" });

export function listItems(db: DB, fuserId: string, list: VisitorList): number[] {
  return (
    db
      .prepare("SELECT car_id FROM visitor_cars WHERE fuser_id = ? AND list = ? ORDER BY added_at, rowid")
      .all(fuserId, list) as Array<{ car_id: number }>
  ).map((r) => r.car_id);
}

/** The owner of the lists the call is about: the signed-in user's, else the visitor's own. */
function fuser(db: DB, input: Record<string, unknown>): string {
  const parsed = visitorId.safeParse(input.FUserId);
  if (!parsed.success) fail(400, "VALIDATION", parsed.error.issues[0].message);
  return listOwner(db, parsed.data);
}

function car(input: Record<string, unknown>): number {
  const id = carId(input.id);
  if (id === null) fail(400, "VALIDATION", "Не указан автомобиль");
  return id;
}

export function registerVisitorList(db: DB, router: Parameters<DealerApiModule["register"]>[0], list: VisitorList, controller: string) {
  const base = `/api/rrt/catalog/${controller}`;

  endpoint(router, ["POST"], `${base}/getList`, (input) => ({ items: listItems(db, fuser(db, input), list) }));

  endpoint(router, ["POST"], `${base}/add`, (input) => {
    const who = fuser(db, input);
    const id = car(input);
    if (!carExists(db, id)) fail(404, "NOT_FOUND", "Автомобиль не найден");
    // Immediate, so two tabs adding at once cannot both pass the limit check.
    db.transaction(() => {
      const present = db.prepare("SELECT 1 FROM visitor_cars WHERE fuser_id = ? AND list = ? AND car_id = ?").get(who, list, id);
      if (present) return;
      const { n } = db.prepare("SELECT COUNT(*) AS n FROM visitor_cars WHERE fuser_id = ? AND list = ?").get(who, list) as { n: number };
      if (n >= LIST_LIMITS[list]) fail(400, "LIMIT", LIMIT_MESSAGES[list]);
      db.prepare("INSERT INTO visitor_cars (fuser_id, list, car_id, added_at) VALUES (?, ?, ?, ?)").run(who, list, id, Date.now());
    }).immediate();
    return { items: listItems(db, who, list) };
  });

  endpoint(router, ["POST"], `${base}/delete`, (input) => {
    const who = fuser(db, input);
    const id = car(input);
    db.prepare("DELETE FROM visitor_cars WHERE fuser_id = ? AND list = ? AND car_id = ?").run(who, list, id);
    return { items: listItems(db, who, list) };
  });

  endpoint(router, ["POST"], `${base}/clear`, (input) => {
    const who = fuser(db, input);
    db.prepare("DELETE FROM visitor_cars WHERE fuser_id = ? AND list = ?").run(who, list);
    return { items: [] as number[] };
  });
}

export const visitorListsModule: DealerApiModule = {
  name: "visitor-lists",
  register(router, { db }) {
    registerVisitorList(db, router, "favorites", "Favorites");
    registerVisitorList(db, router, "compare", "Compare");
  },
};
