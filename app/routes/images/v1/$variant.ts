import type { LoaderFunctionArgs } from "@remix-run/node";
import { imageVariant } from "~/services/images.server";
import { negotiateFormat, parseVariant } from "~/utils/image-variants";

/**
 * A photo's resized variant (docs/decisions/037-image-pipeline.md): `/images/v1/640?src=…` in
 * the best format the browser accepts (`Vary: Accept`, docs/decisions/070-one-srcset-per-photo.md),
 * or `/images/v1/640.avif?src=…` in the one named. Its address never changes meaning, so it is
 * cached for a year; whatever is wrong with the address is a 4xx with a Russian line, never a 5xx.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const variant = parseVariant(params.variant ?? "");
  const src = new URL(request.url).searchParams.get("src");
  if (!variant || !src) return refusal(400, "Неверный адрес фотографии.");
  const format = variant.format ?? negotiateFormat(request.headers.get("Accept"));
  const result = await imageVariant(src, variant.width, format);
  if (result.status !== 200) return refusal(result.status, result.message);
  return new Response(new Uint8Array(result.body), {
    headers: {
      "Content-Type": result.contentType,
      "Content-Length": String(result.body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      // A cache must keep one answer per Accept header: the same address is AVIF for one browser, JPEG for another.
      ...(variant.format ? {} : { Vary: "Accept" }),
    },
  });
}

function refusal(status: number, message: string) {
  return new Response(message, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      // A missing or broken photo may be fixed under the same address; a busy server soon will be.
      "Cache-Control": status === 503 ? "no-store" : "public, max-age=300",
      ...(status === 503 ? { "Retry-After": "5" } : {}),
    },
  });
}
