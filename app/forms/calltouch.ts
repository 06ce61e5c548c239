/**
 * Call tracking (docs/product.md §4.10): with JS, a call-tracking widget on the page is
 * asked first and its answer goes with the lead; without a widget, or without JS,
 * CALLTOUCH is false and CALLTOUCHDATA empty.
 */
const CITY_KEYS: Record<string, string> = {
  "Санкт-Петербург": "spb",
  Вологда: "vlg",
  Казань: "kzn",
  Псков: "psk",
  Мурманск: "mrm",
  Воронеж: "vrn",
};

/** The widget's key of a city, by its Russian name; Saint Petersburg's by default. */
export function callTouchCityKey(cityName: string | undefined): string {
  const clean = (cityName ?? "").trim().replace(/^г\.\s*/, "").toLowerCase();
  for (const [name, key] of Object.entries(CITY_KEYS)) {
    if (name.toLowerCase() === clean) return key;
  }
  return "spb";
}

export type CallTouchResult = { CALLTOUCH: boolean; CALLTOUCHDATA: string };

type Widget = (command: string, request: Record<string, unknown>) => unknown;

/**
 * Asks the widget (a `window.ct`-style function) to create a request with the city key,
 * the phone without the plus and empty params. It may answer `{ success, data }` directly
 * or as a promise; anything else, a throw or a slow widget counts as no answer, because
 * the lead must go out anyway.
 */
export async function askCallTouch(
  widget: unknown,
  request: { cityName: string | undefined; phone: string },
  timeoutMs = 2000,
): Promise<CallTouchResult> {
  const none: CallTouchResult = { CALLTOUCH: false, CALLTOUCHDATA: "" };
  if (typeof widget !== "function") return none;
  try {
    const answer = await Promise.race([
      Promise.resolve(
        (widget as Widget)("create_request", {
          key: callTouchCityKey(request.cityName),
          phone: request.phone.replace(/^\+/, ""),
          params: {},
        }),
      ),
      new Promise((resolve) => setTimeout(() => resolve(undefined), timeoutMs)),
    ]);
    if (!answer || typeof answer !== "object") return none;
    const { success, data } = answer as { success?: unknown; data?: unknown };
    if (success !== true) return none;
    const serialised = data === undefined || data === null ? "" : typeof data === "string" ? data : JSON.stringify(data);
    return { CALLTOUCH: true, CALLTOUCHDATA: serialised.length <= 10_000 ? serialised : "" };
  } catch {
    return none;
  }
}
