import { z } from "zod/v4";
import type { EndpointName } from "./endpoints";
import { DealerApiBusinessError, type DealerApiErrorItem, type DealerApiTransportError } from "./errors.server";
import type { DealerApiAnswer } from "./http.server";

/*
 * The Bitrix D7 envelope (docs/dealer-api.md): `{ status, data: { arMessages, arErrors }, errors }`.
 * An answer becomes the endpoint's payload, a refusal the API meant (DealerApiBusinessError),
 * or a failure (DealerApiTransportError) when the API failed or said something we cannot use.
 */

const envelopeSchema = z.object({
  status: z.string().optional(),
  data: z
    .object({
      arMessages: z.unknown(),
      arErrors: z.array(z.unknown()).nullish(),
    })
    .nullish(),
  errors: z.array(z.unknown()).nullish(),
});

type Envelope = z.infer<typeof envelopeSchema>;

/** Builds the call's transport error from a reason, with the status and cause when known. */
export type TransportFailure = (reason: string, status?: number, cause?: unknown) => DealerApiTransportError;

/** The payload of `answer`, validated by the endpoint's `schema`; throws what the answer means otherwise. */
export function readEnvelope(name: EndpointName, schema: z.ZodType, answer: DealerApiAnswer, transport: TransportFailure): unknown {
  const { status, statusText, body } = answer;
  const statusLine = `${status}${statusText ? ` ${statusText}` : ""}`;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    if (status >= 500) throw transport(statusLine, status, error);
    throw transport(`malformed JSON (status ${status})`, status, error);
  }
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) {
    if (status >= 500) throw transport(statusLine, status, parsed.error);
    throw transport(`not a dealer API envelope (status ${status})`, status, parsed.error);
  }
  const envelope = parsed.data;
  const errors = businessErrors(envelope);
  // The contract puts every 5xx on the transport side, even when it comes in the envelope:
  // the API failed and nothing was stored, so the visitor gets the maintenance page.
  if (status >= 500) {
    const detail = errors.length ? `: ${errors.map((e) => e.code).join(", ")}` : "";
    throw transport(`${statusLine}${detail}`, status);
  }
  if (errors.length) throw new DealerApiBusinessError(name, status, errors);
  if (status < 200 || status >= 300) throw transport(statusLine, status);

  const result = schema.safeParse(envelope.data?.arMessages);
  if (!result.success) {
    throw transport(`unexpected response shape (status ${status}): ${z.prettifyError(result.error)}`, status, result.error);
  }
  return result.data;
}

/** `data.arErrors`, or Bitrix's own top-level `errors` when a controller fails before ours runs. */
function businessErrors(envelope: Envelope): DealerApiErrorItem[] {
  const raw = envelope.data?.arErrors?.length ? envelope.data.arErrors : (envelope.errors ?? []);
  return raw.map((item) => {
    if (item && typeof item === "object") {
      const { code, message, field, retryAfter } = item as { code?: unknown; message?: unknown; field?: unknown; retryAfter?: unknown };
      return {
        code: code == null ? "" : String(code),
        message: message == null ? "" : String(message),
        ...(typeof field === "string" ? { field } : {}),
        ...(typeof retryAfter === "number" && Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfter } : {}),
      };
    }
    return { code: "", message: String(item) };
  });
}
