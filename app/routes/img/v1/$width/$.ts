import type { LoaderFunctionArgs } from "@remix-run/node";
import { imageResponse } from "~/server/image-response.server";
import { parseVariant, photoSource } from "~/utils/image-variants";

/**
 * A photo's resized variant by its short address, the one pages list
 * (docs/decisions/079-short-photo-addresses-and-card-tuples.md): `/img/v1/640/photos/a.jpg`
 * is `/media/photos/a.jpg` 640 pixels wide, in the best format the browser's `Accept` names
 * (`Vary: Accept`). A width that names a format (`640.avif`) is not a short address.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const width = params.width ?? "";
  const variant = /^\d+$/.test(width) ? parseVariant(width) : undefined;
  return imageResponse(photoSource(params["*"] ?? ""), variant, request.headers.get("Accept"));
}
