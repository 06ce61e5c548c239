import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GarageCarPage, garageCarTitle } from "~/components/personal/GarageCarForm";
import { garageCarFormSchema } from "~/forms/personal";
import { href } from "~/paths";
import { handlePost } from "~/server/post.server";
import { personalPost } from "~/server/personal-post.server";
import { loadGarageCarForm } from "~/services/garage.server";
import { requireSignedIn } from "~/services/personal.server";
import { crumbOf } from "~/utils/breadcrumbs";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import type { RouteHandle } from "~/utils/route-handle";

/* /personal/garage/add-car: a car added to the garage, described with the trade-in lookups. */

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, garageCarTitle(false));

export const handle: RouteHandle = { breadcrumb: () => [crumbOf("personal_garage"), { name: garageCarTitle(false), to: href("personal_garage_add") }] };

export const headers = pageHeaders;

export const loader = ({ request, context }: LoaderFunctionArgs) => loadGarageCarForm(request, context, null);

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireSignedIn(request, context);
  return handlePost(
    args,
    personalPost({
      form: "garage-car",
      schema: garageCarFormSchema,
      notice: "Автомобиль добавлен в гараж",
      success: href("personal_garage"),
      run: async ({ MODIFICATION, YEAR, MILEAGE, PLATE, VIN }) => void (await context.api.send("personalGarageAdd", { MODIFICATION, YEAR, MILEAGE, PLATE, VIN })),
    }),
  );
}

export default function AddGarageCarPage() {
  return <GarageCarPage page={useLoaderData<typeof loader>()} />;
}
