import type { DealerApiModule } from "../context";

/*
 * Each dealer centre's messengers (docs/dealer-api.md, "Dealer centres"): Telegram and MAX
 * first, WhatsApp as well. The centre objects carry them as sTelegram, sMax and sWhatsApp
 * (catalog-data.ts reads this table with the centres).
 */

/**
 * A centre's WhatsApp: its mobile line, which ends as its city line does. The city's code is
 * kept in it (the last nine digits), because the local numbers alone repeat from city to city:
 * the first seed used only the last seven, and four pairs of centres in different cities
 * shared one number.
 */
export function whatsAppOf(cityPhone: string): string {
  return `79${cityPhone.replace(/\D/g, "").slice(-9).padStart(9, "0")}`;
}

export const messengersModule: DealerApiModule = {
  // A name of its own since the numbers were corrected: a database seeded before gets the
  // corrected rows once, on its next start (docs/decisions/047-similar-cars-and-seed-corrections.md).
  name: "dealer-messengers",
  seed({ db }) {
    const centres = db.prepare("SELECT id, code, phone FROM dealer_centers ORDER BY id").all() as Array<{ id: number; code: string; phone: string }>;
    const insert = db.prepare("INSERT INTO dealer_center_messengers (dealer_id, telegram, max, whatsapp) VALUES (?, ?, ?, ?)");
    db.prepare("DELETE FROM dealer_center_messengers").run();
    for (const centre of centres) {
      const handle = centre.code.replace(/-/g, "_");
      insert.run(centre.id, handle, `id${handle}`, whatsAppOf(centre.phone));
    }
  },
  register() {},
};
