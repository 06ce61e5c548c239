import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDealerApi } from "../app";
import { messengersModule } from "./messengers";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDatabase() {
  const dir = mkdtempSync(join(tmpdir(), "messengers-"));
  dirs.push(dir);
  return join(dir, "dealer.sqlite");
}

type Contacts = { code: string; city: string; phone: string; whatsapp: string; telegram: string; max: string };
const contacts = (api: ReturnType<typeof createDealerApi>) =>
  api.db
    .prepare(
      `SELECT d.code, d.city_name AS city, d.phone, m.whatsapp, m.telegram, m.max
       FROM dealer_centers d JOIN dealer_center_messengers m ON m.dealer_id = d.id ORDER BY d.sort`,
    )
    .all() as Contacts[];

function expectOwnContacts(rows: Contacts[]) {
  expect(rows.length).toBeGreaterThan(10);
  for (const field of ["whatsapp", "telegram", "max", "phone"] as const) {
    const taken = new Map<string, string>();
    for (const row of rows) {
      const other = taken.get(row[field]);
      expect(other, `${field} ${row[field]} of ${row.code} is also ${other}'s`).toBeUndefined();
      taken.set(row[field], row.code);
    }
  }
  for (const row of rows) expect(row.whatsapp).toMatch(/^79\d{9}$/);
}

describe("dealer centres' messengers", () => {
  it("gives every centre its own WhatsApp number, whatever city it is in", () => {
    const api = createDealerApi({ dbFile: ":memory:", seedCars: 5 });
    const rows = contacts(api);
    // The pairs that shared one number: the same local number in two cities.
    const moskovsky = rows.find((r) => r.code === "avtodom-moskovsky")!;
    const pobedy = rows.find((r) => r.code === "avtodom-pobedy")!;
    expect([moskovsky.city, pobedy.city]).toEqual(["Воронеж", "Казань"]);
    expect(moskovsky.whatsapp).not.toBe(pobedy.whatsapp);
    expectOwnContacts(rows);
    api.close();
  });

  it("corrects a database seeded with the shared numbers on its next start", () => {
    const file = tempDatabase();
    const first = createDealerApi({ dbFile: file, seedCars: 5 });
    // As the first seed left it: the mobile prefix and the local number's last seven digits.
    for (const row of first.db.prepare("SELECT dealer_id, phone FROM dealer_center_messengers m JOIN dealer_centers d ON d.id = m.dealer_id").all() as Array<{ dealer_id: number; phone: string }>) {
      first.db.prepare("UPDATE dealer_center_messengers SET whatsapp = ? WHERE dealer_id = ?").run(`7921${row.phone.slice(-7).padStart(7, "0")}`, row.dealer_id);
    }
    first.db.prepare("DELETE FROM seeds WHERE module = ?").run(messengersModule.name);
    first.close();

    const again = createDealerApi({ dbFile: file, seedCars: 5 });
    expectOwnContacts(contacts(again));
    again.close();
  });
});
