import { index, route, type RouteConfig } from "@remix-run/route-config";
import { routePaths } from "./paths";

// Route ids are the route names of docs/product.md §2.1 (app/paths.ts), so links, breadcrumbs and feature
// flags can refer to a page by name. Only pages that exist are listed.
export default [
  index("routes/index.tsx", { id: "index" }),
  route(routePaths.catalog, "routes/catalog.tsx", { id: "catalog" }),
  // Old catalogue links: answered with a 301 to the car page (docs/product.md §2.4).
  route(`${routePaths.catalog}/*`, "routes/catalog-slug.tsx", { id: "catalog_slug" }),
  route(routePaths.car_detail, "routes/car.tsx", { id: "car_detail" }),
  route(routePaths.favorites, "routes/favorites.tsx", { id: "favorites" }),
  route(routePaths.comparison, "routes/comparison.tsx", { id: "comparison" }),
  route(routePaths.cart, "routes/cart.tsx", { id: "cart" }),
  route(routePaths.cart_items, "routes/cart-items.ts", { id: "cart_items" }),
  route(routePaths.contacts, "routes/contacts.tsx", { id: "contacts" }),
  // A numeric id answers 301 to the centre's code (docs/product.md §2.4).
  route(routePaths.contacts_detail, "routes/contacts-detail.tsx", { id: "contacts_detail" }),
  route(routePaths.trade_in, "routes/trade-in.tsx", { id: "trade_in" }),
  route(routePaths.agreement, "routes/agreement.tsx", { id: "agreement" }),
  route(routePaths.policy, "routes/policy.tsx", { id: "policy" }),
  route(routePaths.faq, "routes/faq.tsx", { id: "faq" }),
  route(routePaths.ui, "routes/ui.tsx", { id: "ui" }),
  route(routePaths.form, "routes/ui.form.tsx", { id: "form" }),
  route(routePaths.interactive, "routes/ui.interactive.tsx", { id: "interactive" }),
  route(routePaths.typography, "routes/ui.typography.tsx", { id: "typography" }),
  route(routePaths.personal, "routes/personal.tsx", { id: "personal" }),
  route(routePaths.personal_rating, "routes/personal.rating.tsx", { id: "personal_rating" }),
  route(routePaths.personal_editing, "routes/personal.editing.tsx", { id: "personal_editing" }),
  route(routePaths.personal_garage, "routes/personal.garage.tsx", { id: "personal_garage" }),
  // One module for adding and editing a car: the same form, with or without the car's id.
  route(routePaths.personal_garage_add, "routes/personal.garage-car.tsx", { id: "personal_garage_add" }),
  route(routePaths.personal_garage_edit, "routes/personal.garage-car.tsx", { id: "personal_garage_edit" }),
  route(routePaths.personal_orders, "routes/personal.orders.tsx", { id: "personal_orders" }),
  route(routePaths.personal_service, "routes/personal.service.tsx", { id: "personal_service" }),
  route(routePaths.personal_logout, "routes/personal.logout.ts", { id: "personal_logout" }),
  route(routePaths.city, "routes/city.tsx", { id: "city" }),
  route(routePaths.cookie_notice, "routes/cookie-notice.ts", { id: "cookie_notice" }),
  route(routePaths.build_version, "routes/build-version.ts", { id: "build_version" }),
  route(routePaths.consultation, "routes/consultation.tsx", { id: "consultation" }),
  route(routePaths.newsletter, "routes/newsletter.tsx", { id: "newsletter" }),
  route(routePaths.company, "routes/company.tsx", { id: "company" }),
  route(routePaths.news, "routes/news.tsx", { id: "news" }),
  route(routePaths.news_rss, "routes/news-rss.ts", { id: "news_rss" }),
  route(routePaths.news_detail, "routes/news-detail.tsx", { id: "news_detail" }),
  route(routePaths.jobs, "routes/jobs.tsx", { id: "jobs" }),
  route(routePaths.jobs_detail, "routes/jobs-detail.tsx", { id: "jobs_detail" }),
  route(routePaths.tenders, "routes/tenders.tsx", { id: "tenders" }),
  route(routePaths.service, "routes/service.tsx", { id: "service" }),
  route(routePaths.service_calendar, "routes/service-calendar.ts", { id: "service_calendar" }),
  route(routePaths.service_models, "routes/service-models.ts", { id: "service_models" }),
  route(routePaths.robots, "routes/robots.ts", { id: "robots" }),
  route(routePaths.sitemap, "routes/sitemap.ts", { id: "sitemap" }),
  route(routePaths.sitemap_part, "routes/sitemap-part.ts", { id: "sitemap_part" }),
  // Everything else is a 404 (docs/product.md §6.1; the error page's route name is 'error').
  route("*", "routes/$.tsx", { id: "error" }),
] satisfies RouteConfig;
