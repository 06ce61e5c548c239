import { imageVariant } from "~/services/images.server";
import { negotiateFormat, type ImageFormat, type ImageWidth } from "~/utils/image-variants";

/**
 * The answer to a photo variant's address, short or long (docs/decisions/037-image-pipeline.md):
 * the variant in the format named, or else the best one `Accept` names, with `Vary: Accept`
 * (docs/decisions/070-one-srcset-per-photo.md). An address never changes meaning, so it is
 * cached for a year; whatever is wrong with it is a 4xx with a Russian line, never a 5xx.
 */
export async function imageResponse(
  src: string | undefined,
  variant: { width: ImageWidth; format?: ImageFormat } | undefined,
  accept: string | null,
): Promise<Response> {
  if (!variant || !src) return refusal(400, "Неверный адрес фотографии.");
  const format = variant.format ?? negotiateFormat(accept);
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
