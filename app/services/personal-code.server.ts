/**
 * A personal-area code sent to a phone and not yet typed in, as the session keeps it: the
 * phone it went to, and when the code expires and another may be asked for (epoch ms). The
 * code itself is known only to the dealer API. The personal area's rules (personal.server.ts)
 * own this shape; the session's data (app/server/session.server.ts) holds it.
 */
export type PendingCode = { purpose: "sign-in" | "phone-change"; phone: string; resendAt: number; expiresAt: number };
