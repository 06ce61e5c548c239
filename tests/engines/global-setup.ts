import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { requireBuild, startStorefront } from "../../scripts/lib/storefront.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The production build served over plain HTTP, as `npm start` serves it: http://127.0.0.1:<port>. */
    base: string;
    /** The embedded reference API's fresh database, read as a phone reads its SMS. */
    db: string;
  }
}

/**
 * One production server for the three engines, on a free loopback port and a fresh
 * database (scripts/lib/storefront.mjs, as the measuring scripts start it). SITE_URL stays
 * unset, so the site decides by the request that it is not behind HTTPS.
 */
export default async function setup(project: TestProject) {
  requireBuild();
  const dir = await mkdtemp(join(tmpdir(), "engines-db-"));
  const db = join(dir, "dealer.sqlite");
  const server = await startStorefront({ name: "engines", env: { DEALER_API_DB: db } });
  project.provide("base", server.base);
  project.provide("db", db);
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
