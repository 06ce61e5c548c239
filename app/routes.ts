import { index, route, type RouteConfig } from "@remix-run/route-config";

// Route ids are the spec's route names (app/paths.ts), so links, breadcrumbs and feature
// flags can refer to a page by name. Only pages that exist are listed.
export default [
  index("routes/index.tsx", { id: "index" }),
  route("consultation", "routes/consultation.tsx", { id: "consultation" }),
  route("newsletter", "routes/newsletter.tsx", { id: "newsletter" }),
] satisfies RouteConfig;
