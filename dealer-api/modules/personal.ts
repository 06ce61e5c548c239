import type { DealerApiModule } from "../context";
import { endpoint } from "../http";
import { DEMO_CODE, type CodePurpose } from "./personal-auth";
import { cancelUserBooking, userBookings } from "./personal-bookings";
import { registerGarage } from "./personal-garage";
import { userOrders } from "./personal-orders";
import { changePhone, profileOf, updateProfile } from "./personal-profile";
import { confirmCode, knownVisitor, requestCode, requireUser, signIn, signOut } from "./personal-sign-in";
import { registerVisitDecisions } from "./service-visits";

/*
 * The personal area's endpoints (docs/dealer-api.md, "Personal area"), all under
 * /api/rrt/personal and never kept by a cache. Sign-in is personal-sign-in.ts (its codes
 * personal-auth.ts); the profile personal-profile.ts, with its loyalty level
 * personal-loyalty.ts; orders personal-orders.ts; service bookings personal-bookings.ts;
 * the garage personal-garage.ts; decisions on found work service-visits.ts.
 */

export const personalModule: DealerApiModule = {
  name: "personal",
  register(router, { db, options }) {
    if (options.demo) {
      console.warn(
        JSON.stringify({
          level: "warn",
          msg: `dealer-api: DEMO MODE (DEALER_API_DEMO=1): sign-in accepts the fixed code ${DEMO_CODE} for any phone. Never use it in production.`,
        }),
      );
    }
    // Nothing about a person may be kept by a cache between the API and the storefront.
    router.use("/api/rrt/personal", (_req, res, next) => {
      res.set("Cache-Control", "private, no-store");
      next();
    });
    const demo = !!options.demo;
    const send = (purpose: CodePurpose) => (input: Record<string, unknown>) => requestCode(db, input, purpose, options.codesPerClientPerHour);

    endpoint(router, ["POST"], "/api/rrt/personal/Auth/sendCode", send("sign-in"));

    endpoint(router, ["POST"], "/api/rrt/personal/Auth/checkCode", (input) => {
      const { fuserId, phone } = confirmCode(db, input, "sign-in", demo);
      return signIn(db, fuserId, phone);
    });

    endpoint(router, ["POST"], "/api/rrt/personal/Auth/logout", (input) => signOut(db, knownVisitor(db, input)));

    endpoint(router, ["POST"], "/api/rrt/personal/Profile/get", (input) => profileOf(db, requireUser(db, input)));

    endpoint(router, ["POST"], "/api/rrt/personal/Profile/update", (input) => updateProfile(db, input));

    endpoint(router, ["POST"], "/api/rrt/personal/Profile/sendPhoneCode", send("phone-change"));

    endpoint(router, ["POST"], "/api/rrt/personal/Profile/confirmPhone", (input) => {
      const user = requireUser(db, input);
      const { phone } = confirmCode(db, input, "phone-change", demo);
      changePhone(db, user, phone);
      return profileOf(db, requireUser(db, input));
    });

    endpoint(router, ["POST"], "/api/rrt/personal/Orders/getList", (input) => ({ items: userOrders(db, requireUser(db, input)) }));

    registerGarage(router, db);

    endpoint(router, ["POST"], "/api/rrt/personal/Service/getList", (input) => ({ items: userBookings(db, requireUser(db, input)) }));

    endpoint(router, ["POST"], "/api/rrt/personal/Service/cancel", (input) => cancelUserBooking(db, requireUser(db, input), input.id));

    // The owner's approval of work found during a visit (service-visits.ts, ADR 073).
    registerVisitDecisions(router, db);
  },
};
