import type { LoaderFunctionArgs } from "@remix-run/node";
import { imageResponse } from "~/server/image-response.server";
import { parseVariant } from "~/utils/image-variants";

/**
 * A photo's resized variant by its long address (docs/decisions/037-image-pipeline.md):
 * `/images/v1/640.avif?src=…` in the format named, or `/images/v1/640?src=…` in the best one
 * the browser accepts (docs/decisions/070-one-srcset-per-photo.md). Pages now list the short
 * addresses (`/img/v1/…`, ADR 079); this one stays for HTML cached before and links to it.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const src = new URL(request.url).searchParams.get("src") ?? undefined;
  return imageResponse(src, parseVariant(params.variant ?? ""), request.headers.get("Accept"));
}
