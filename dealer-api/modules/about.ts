import { type DealerApiModule } from "../context";
import { endpoint } from "../http";
import { ABOUT_META, ABOUT_SECTIONS } from "../seed/about-content";
import { readSetting } from "./common";

export type AboutSection = { entity: string; content: Record<string, unknown>; endpoint?: string; endpointContentProperty?: string };
export type AboutPage = {
  meta: { title: string; description: string; h1: string };
  entity: "about";
  content: { sections: AboutSection[] };
};

type SectionRow = { entity: string; content: string; endpoint: string | null; property: string | null };

export const aboutModule: DealerApiModule = {
  name: "about",
  seed({ db }) {
    const setting = db.prepare("INSERT INTO site_settings (key, value) VALUES (?, ?)");
    for (const [key, value] of Object.entries(ABOUT_META)) setting.run(`about.${key}`, value);
    const insert = db.prepare(
      "INSERT INTO about_sections (sort, entity, content, endpoint, endpoint_content_property) VALUES (?, ?, ?, ?, ?)",
    );
    ABOUT_SECTIONS.forEach((s, index) =>
      insert.run((index + 1) * 10, s.entity, JSON.stringify(s.content), s.endpoint ?? null, s.endpointContentProperty ?? null),
    );
  },
  register(router, { db }) {
    endpoint(router, ["GET", "POST"], "/api/rrt/aboutcompany/Controller/getPageAbout", (): AboutPage => {
      const rows = db
        .prepare(
          "SELECT entity, content, endpoint, endpoint_content_property AS property FROM about_sections ORDER BY sort, id",
        )
        .all() as SectionRow[];
      return {
        meta: { title: readSetting(db, "about.title"), description: readSetting(db, "about.description"), h1: readSetting(db, "about.h1") },
        entity: "about",
        content: {
          sections: rows.map((row) => ({
            entity: row.entity,
            content: JSON.parse(row.content) as Record<string, unknown>,
            ...(row.endpoint ? { endpoint: row.endpoint } : {}),
            ...(row.property ? { endpointContentProperty: row.property } : {}),
          })),
        },
      };
    });
  },
};
