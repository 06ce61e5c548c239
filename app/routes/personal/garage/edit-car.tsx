import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GarageCarPage, garageCarTitle } from "~/components/personal/GarageCarForm";
import { garageCarFormSchema } from "~/forms/personal";
import { href } from "~/paths";
import { handlePost } from "~/server/post.server";
import { personalPost } from "~/server/personal-post.server";
import { editedGarageCar, loadGarageCarForm } from "~/services/garage.server";
import { requireSignedIn } from "~/services/personal.server";
import { crumbOf } from "~/utils/breadcrumbs";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import type { RouteHandle } from "~/utils/route-handle";

/* /personal/garage/edit-car?id=…: a garage car's description changed; another user's id is the 404 page. */

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, garageCarTitle(true));

export const handle: RouteHandle<{ car: { id: number } | null }> = {
  breadcrumb: ({ car }) => [crumbOf("personal_garage"), { name: garageCarTitle(true), to: href("personal_garage_edit", undefined, { id: car?.id }) }],
};

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGarageCarForm(request, context, await editedGarageCar(request, context));
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireSignedIn(request, context);
  const car = await editedGarageCar(request, context);
  return handlePost(
    args,
    personalPost({
      form: "garage-car",
      schema: garageCarFormSchema,
      notice: "Изменения сохранены",
      success: href("personal_garage"),
      run: async ({ MODIFICATION, YEAR, MILEAGE, PLATE, VIN }) =>
        void (await context.api.send("personalGarageUpdate", { id: car.id, MODIFICATION, YEAR, MILEAGE, PLATE, VIN })),
    }),
  );
}

export default function EditGarageCarPage() {
  return <GarageCarPage page={useLoaderData<typeof loader>()} />;
}
