/** Timings of the page-loading indicator (docs/product.md §4.12). */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 2000;
export const PROGRESS_HIDE_DELAY_MS = 500;
export const PROGRESS_RESET_DELAY_MS = 400;

export type ProgressPhase = "idle" | "running" | "complete" | "fading";

/**
 * The phase changes to schedule (delay in ms, new phase) when loading starts or stops. A
 * load shorter than the throttle never shows the bar; a finished one fills, waits the hide
 * delay, fades, and is reset after the reset delay.
 */
export function progressSchedule(busy: boolean, phase: ProgressPhase): Array<[number, ProgressPhase]> {
  if (busy) return [[PROGRESS_THROTTLE_MS, "running"]];
  if (phase === "idle") return [];
  return [
    [0, "complete"],
    [PROGRESS_HIDE_DELAY_MS, "fading"],
    [PROGRESS_HIDE_DELAY_MS + PROGRESS_RESET_DELAY_MS, "idle"],
  ];
}
