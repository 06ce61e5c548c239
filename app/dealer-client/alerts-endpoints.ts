import { z } from "zod/v4";

/*
 * Saved searches and price watches (docs/dealer-api.md, "Alerts"): the storefront creates,
 * lists and removes them and passes the signed tokens of e-mail links on; when to notify is
 * the dealer API's. And each car's price history.
 */

export const subscriptionSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(["search", "price"]),
  channel: z.enum(["email", "sms"]),
  address: z.string(),
  title: z.string(),
  status: z.enum(["pending", "active", "removed"]),
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const priceHistorySchema = z.object({
  items: z.array(z.object({ price: z.number().int().nonnegative(), changedAt: z.string() })),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>["items"];

export const alertsEndpoints = {
  createSubscription: {
    method: "POST",
    path: "/api/rrt/alerts/Subscription/create",
    pageData: true,
    response: subscriptionSchema,
  },
  getSubscription: {
    method: "GET",
    path: "/api/rrt/alerts/Subscription/get",
    pageData: false,
    response: subscriptionSchema,
  },
  confirmSubscription: {
    method: "POST",
    path: "/api/rrt/alerts/Subscription/confirm",
    pageData: false,
    response: subscriptionSchema,
  },
  unsubscribe: {
    method: "POST",
    path: "/api/rrt/alerts/Subscription/unsubscribe",
    pageData: false,
    response: subscriptionSchema,
  },
  listSubscriptions: {
    method: "GET",
    path: "/api/rrt/alerts/Subscription/list",
    pageData: true,
    response: z.object({ items: z.array(subscriptionSchema) }),
  },
  deleteSubscription: {
    method: "POST",
    path: "/api/rrt/alerts/Subscription/delete",
    pageData: true,
    response: z.object({ id: z.number().int(), status: z.literal("removed") }),
  },
  getPriceHistory: {
    method: "GET",
    path: "/api/rrt/catalog/Catalog/getPriceHistory",
    pageData: false,
    response: priceHistorySchema,
  },
} as const;
