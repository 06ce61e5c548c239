import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { testDriveCancelSchema } from "~/forms/buying";
import { href } from "~/paths";
import { handlePost } from "~/server/post.server";
import { personalPost, requireSignedIn, unknownIntent } from "./personal.server";

/**
 * What the user bought online, for «Мои заказы» (docs/product.md): the test drives. A
 * section of its own: a failure leaves the orders on the page.
 */
export async function loadBuyingOnline(context: AppLoadContext) {
  const testDrives = await context.section("personal-test-drives", context.api.send("personalTestDrives").then((r) => r.items), []);
  return { testDrives, now: Date.now() };
}

/** «Да, отменить» of a test drive, by `intent`; anything else is an unknown action (400). */
export async function buyingOnlineAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireSignedIn(request, context);
  return handlePost(args, (formData) =>
    formData.get("intent") === "cancel-test-drive"
      ? personalPost({
          form: "test-drive-cancel",
          schema: testDriveCancelSchema,
          run: async ({ id }) => void (await context.api.send("personalTestDriveCancel", { id })),
          success: () => {
            context.session.flash("notice", "Тест-драйв отменён");
            return href("personal_orders");
          },
        })
      : unknownIntent(formData),
  );
}
