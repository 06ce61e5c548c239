/**
 * The body of a form post, read defensively: whatever a client sends to an action (JSON,
 * multipart, a huge body, bytes that are not UTF-8, nothing at all), the action gets either
 * the form's fields or a Russian message for a 400, never an exception that becomes a 500.
 * Our forms post `application/x-www-form-urlencoded`, with and without JavaScript (Remix's
 * fetchers encode a FormData so too); they have no files, so multipart is refused as well.
 */

/** More than any of our forms can hold (the longest, a comment, is a few KB). */
export const MAX_FORM_BYTES = 64 * 1024;

export const FORM_BODY_MESSAGES = {
  unreadable: "Не удалось прочитать форму. Обновите страницу и попробуйте ещё раз.",
  tooLarge: "Форма слишком большая. Сократите текст и отправьте её ещё раз.",
} as const;

export type FormBody = { ok: true; form: FormData } | { ok: false; status: 400 | 413; message: string };

export async function readFormBody(request: Request): Promise<FormBody> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") {
    await readAtMost(request, 0).catch(() => null);
    return unreadable();
  }

  let text: string;
  try {
    const bytes = await readAtMost(request, MAX_FORM_BYTES);
    if (bytes === null) return tooLarge();
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return unreadable();
  }
  const form = new FormData();
  try {
    for (const [name, value] of new URLSearchParams(text)) form.append(name, value);
  } catch {
    return unreadable();
  }
  // A lone surrogate from a percent-escape is no text either.
  for (const [name, value] of form) if (!isWellFormed(name) || !isWellFormed(String(value))) return unreadable();
  return { ok: true, form };
}

const unreadable = (): FormBody => ({ ok: false, status: 400, message: FORM_BODY_MESSAGES.unreadable });
const tooLarge = (): FormBody => ({ ok: false, status: 413, message: FORM_BODY_MESSAGES.tooLarge });

/**
 * Past this the rest of a body is not even read: the connection is dropped. Below it an
 * oversized body is read to its end and thrown away, so the client gets the 413 on a
 * connection that stays usable (as browsers expect while they are still sending).
 */
const MAX_DRAINED_BYTES = 8 * 1024 * 1024;

/** The body's bytes, or null when it is longer than `limit`. */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_DRAINED_BYTES) {
      await reader.cancel().catch(() => {});
      return null;
    }
    if (size <= limit) chunks.push(value);
  }
  if (size > limit) return null;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function isWellFormed(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\u0000/.test(value);
}
