import type { DealerApiModule } from "../context";

/*
 * Each dealer centre's messengers (docs/dealer-api.md, "Dealer centres"): Telegram and MAX
 * first, WhatsApp as well. The centre objects carry them as sTelegram, sMax and sWhatsApp
 * (catalog-data.ts reads this table with the centres).
 */

export const messengersModule: DealerApiModule = {
  name: "messengers",
  seed({ db }) {
    const centres = db.prepare("SELECT id, code, phone FROM dealer_centers ORDER BY id").all() as Array<{ id: number; code: string; phone: string }>;
    const insert = db.prepare("INSERT INTO dealer_center_messengers (dealer_id, telegram, max, whatsapp) VALUES (?, ?, ?, ?)");
    for (const centre of centres) {
      const handle = centre.code.replace(/-/g, "_");
      // A city line takes no messages: WhatsApp is the centre's mobile line, the same last digits.
      const whatsapp = `7921${centre.phone.replace(/\D/g, "").slice(-7).padStart(7, "0")}`;
      insert.run(centre.id, handle, `id${handle}`, whatsapp);
    }
  },
  register() {},
};
