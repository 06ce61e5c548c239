import { type DealerApiModule } from "../context";
import { type DB } from "../db";
import { endpoint, fail } from "../http";
import { findVisitor, isFUserId } from "./identity";

export type Location = { name: string; fiasId: string; phone: string };

// Real FIAS ids of the cities and numbers in each city's own area code, so that the
// storefront's formatting and call tracking see realistic values.
const CITIES: Array<Location & { isDefault?: boolean }> = [
  { name: "Санкт-Петербург", fiasId: "c2deb16a-0330-4f05-821f-1d09c93331e6", phone: "78123097700", isDefault: true },
  { name: "Вологда", fiasId: "023484a5-f98d-4849-82e1-b7e0444b54ef", phone: "78172263540" },
  { name: "Воронеж", fiasId: "5bf5ddff-6353-4a3d-80c4-6fb27f00c6c1", phone: "74732605080" },
  { name: "Казань", fiasId: "93b3df57-4c89-44df-ac42-96f05e9cd3b9", phone: "78432077400" },
  { name: "Мурманск", fiasId: "1c727518-c96a-4f34-9ae6-fd510da3be03", phone: "78152703030" },
  { name: "Псков", fiasId: "2858811e-448a-482e-9863-e03bf06bb5d4", phone: "78112794050" },
];

const LOCATION_COLUMNS = "name, fias_id AS fiasId, phone";

export function listLocations(db: DB): Location[] {
  return db.prepare(`SELECT ${LOCATION_COLUMNS} FROM cities ORDER BY sort, name`).all() as Location[];
}

export function defaultLocation(db: DB): Location {
  const row = db.prepare(`SELECT ${LOCATION_COLUMNS} FROM cities ORDER BY is_default DESC, sort LIMIT 1`).get();
  if (!row) throw new Error("dealer-api: no cities in the database");
  return row as Location;
}

export function findLocation(db: DB, fiasId: string): Location | undefined {
  return db.prepare(`SELECT ${LOCATION_COLUMNS} FROM cities WHERE fias_id = ?`).get(fiasId) as Location | undefined;
}

export const locationsModule: DealerApiModule = {
  name: "locations",
  seed({ db }) {
    const insert = db.prepare("INSERT INTO cities (fias_id, name, phone, sort, is_default) VALUES (?, ?, ?, ?, ?)");
    CITIES.forEach((city, index) => insert.run(city.fiasId, city.name, city.phone, index, city.isDefault ? 1 : 0));
  },
  register(router, { db }) {
    endpoint(router, ["GET"], "/api/rrt/main/Location/getLocationList", () => listLocations(db));

    // An unknown or missing visitor still gets a city: the header always needs one.
    endpoint(router, ["POST"], "/api/rrt/main/Location/getCurrentLocation", (input) => {
      const visitor = isFUserId(input.FUserId) ? findVisitor(db, input.FUserId) : undefined;
      const saved = visitor?.cityFiasId ? findLocation(db, visitor.cityFiasId) : undefined;
      return saved ?? defaultLocation(db);
    });

    endpoint(router, ["POST"], "/api/rrt/main/Location/saveCurrentByFiasId", (input) => {
      const { FUserId, sFiasId } = input;
      if (typeof FUserId !== "string" || FUserId === "") {
        fail(400, "VALIDATION", "Не указан идентификатор посетителя FUserId");
      }
      // Only ids we issued: saving for an arbitrary string would let a client mint ids.
      if (!isFUserId(FUserId) || !findVisitor(db, FUserId)) {
        fail(400, "VALIDATION", "Неизвестный идентификатор посетителя FUserId");
      }
      if (typeof sFiasId !== "string" || sFiasId === "") fail(400, "VALIDATION", "Не указан город sFiasId");
      const location = findLocation(db, sFiasId.toLowerCase());
      if (!location) fail(404, "NOT_FOUND", "Город не найден");
      db.prepare("UPDATE visitors SET city_fias_id = ?, last_seen_at = ? WHERE fuser_id = ?").run(
        location.fiasId,
        Date.now(),
        FUserId,
      );
      return location;
    });
  },
};
