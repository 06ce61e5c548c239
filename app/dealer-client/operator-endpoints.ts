import { z } from "zod/v4";

/*
 * The operator's side of personal data (docs/dealer-api.md, "Operator and consent
 * withdrawals"; ADR 068): a visitor withdraws a consent by the e-mail or phone it was given
 * for, and the dealer API stops what it sends there.
 */

export const withdrawalSchema = z.object({
  id: z.number().int().positive(),
  /** The same withdrawal was already stored a moment ago (a double submit). */
  duplicate: z.boolean(),
  scope: z.enum(["marketing", "all"]),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Saved searches and price watches to these addresses that were stopped. */
  stopped: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const operatorEndpoints = {
  withdrawConsent: {
    method: "POST",
    path: "/api/rrt/consent/Withdrawal/create",
    pageData: true,
    response: withdrawalSchema,
  },
} as const;
