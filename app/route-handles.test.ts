import { describe, expect, it } from "vitest";
import { disabledFeatureFor } from "~/utils/features";
import type { RouteHandle } from "~/utils/route-handle";

// Every route module's handle, as the server build holds them.
type Loader = (args: { request: Request; context: unknown; params: Record<string, string> }) => Promise<unknown>;
const modules = import.meta.glob<{ handle?: RouteHandle<unknown>; loader?: Loader }>("./routes/**/*.tsx", { eager: true });
const handleOf = (file: string) => modules[`./routes/${file}`]?.handle;

/** A page of each flagged route and layout: its module and an address of it. */
const PAGES: Array<[file: string, path: string]> = [
  ["cart.tsx", "/cart"],
  ["catalog.tsx", "/catalog"],
  ["comparison.tsx", "/comparison"],
  ["favorites.tsx", "/favorites"],
  ["faq.tsx", "/faq"],
  ["service.tsx", "/service"],
  ["service/to.tsx", "/service/to"],
  ["service/tyres.tsx", "/service/tyres"],
  ["trade-in.tsx", "/trade-in"],
  ["company/_layout.tsx", "/company"],
  ["company/news.tsx", "/company/news"],
  ["company/news/$slug.tsx", "/company/news/x"],
  ["company/jobs.tsx", "/company/jobs"],
  ["company/jobs/$slug.tsx", "/company/jobs/x"],
  ["company/tenders.tsx", "/company/tenders"],
  ["company/contacts.tsx", "/company/contacts"],
  ["company/contacts/$code.tsx", "/company/contacts/x"],
  ["personal/_layout.tsx", "/personal/garage/add-car"],
];

describe("route handles", () => {
  it("name a flag that the module's loader enforces and that hides the links to its pages", async () => {
    const flagged = Object.entries(modules).filter(([, module]) => module.handle?.feature).map(([file]) => file.replace("./routes/", ""));
    expect(flagged.sort()).toEqual(PAGES.map(([file]) => file).sort());
    for (const [file, path] of PAGES) {
      const feature = handleOf(file)!.feature!;
      expect(disabledFeatureFor(path, { [feature]: false }), file).toBe(feature);
      // The flag is checked before anything else is asked of the request.
      const context = { features: async () => ({ [feature]: false }) };
      const thrown = await modules[`./routes/${file}`]!.loader!({ request: new Request(`http://localhost${path}`), context, params: {} }).catch((e: unknown) => e);
      expect(thrown, file).toBeInstanceOf(Response);
      expect((thrown as Response).status, file).toBe(302);
      expect((thrown as Response).headers.get("Location"), file).toBe("/");
    }
  });

  it("ask crawlers to keep out of a visitor's own pages and the areas under the personal and /ui layouts", () => {
    const noindex = Object.entries(modules).filter(([, module]) => module.handle?.noindex).map(([file]) => file.replace("./routes/", ""));
    expect(noindex.sort()).toEqual(
      ["alerts.tsx", "alerts/confirm.tsx", "alerts/unsubscribe.tsx", "cars/$brand/$model/$id/deal.tsx", "cars/$brand/$model/$id/reserve.tsx", "cars/$brand/$model/$id/test-drive.tsx", "cart.tsx", "city.tsx", "comparison.tsx", "consultation.tsx", "favorites.tsx", "newsletter.tsx", "personal/_layout.tsx", "personal-data/withdraw.tsx", "reservation.tsx", "ui/_layout.tsx"].sort(),
    );
  });
});
