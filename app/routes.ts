import { index, route, type RouteConfig } from "@remix-run/route-config";

// Route ids are the spec's route names (app/paths.ts), so links, breadcrumbs and feature
// flags can refer to a page by name. Only pages that exist are listed.
export default [
  index("routes/index.tsx", { id: "index" }),
  route("catalog", "routes/catalog.tsx", { id: "catalog" }),
  route("catalog/*", "routes/catalog-slug.tsx", { id: "catalog_slug" }),
  route("cars/:brand/:model/:id", "routes/car.tsx", { id: "car_detail" }),
  route("favorites", "routes/favorites.tsx", { id: "favorites" }),
  route("comparison", "routes/comparison.tsx", { id: "comparison" }),
  route("cart", "routes/cart.tsx", { id: "cart" }),
  route("consultation", "routes/consultation.tsx", { id: "consultation" }),
  route("newsletter", "routes/newsletter.tsx", { id: "newsletter" }),
] satisfies RouteConfig;
