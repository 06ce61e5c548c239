import type { AbuseGuard } from "~/services/abuse.server";
import type { AppServices } from "../services.server";

export type AbuseChecks = {
  /** Abuse checks of form posts, shared by the whole process (the rate limit's memory). */
  abuse: AbuseGuard;
};

/** The process's guard, not one per request: a per-request one would count every client's posts from zero. */
export function abuseChecks(services: Pick<AppServices, "abuse">): AbuseChecks {
  return { abuse: services.abuse };
}
