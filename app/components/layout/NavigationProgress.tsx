import { useNavigation } from "@remix-run/react";
import { type CSSProperties, useEffect, useRef, useState } from "react";

/** Spec §4 timings. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 2000;
export const PROGRESS_HIDE_DELAY_MS = 500;
export const PROGRESS_RESET_DELAY_MS = 400;

type Phase = "idle" | "running" | "complete" | "fading";

/**
 * A thin bar at the top while a navigation takes longer than the throttle: it creeps to 90 %
 * over the duration, fills when the page arrives, fades after the hide delay and resets
 * after the reset delay. The bar is decorative (aria-hidden); a polite status tells screen
 * reader users that a page is loading. Motion is off under prefers-reduced-motion (CSS).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [phase, setPhase] = useState<Phase>("idle");
  const phaseRef = useRef(phase);
  phaseRef.current = phase;

  useEffect(() => {
    const timers: number[] = [];
    if (busy) {
      timers.push(window.setTimeout(() => setPhase("running"), PROGRESS_THROTTLE_MS));
    } else if (phaseRef.current !== "idle") {
      setPhase("complete");
      timers.push(window.setTimeout(() => setPhase("fading"), PROGRESS_HIDE_DELAY_MS));
      timers.push(window.setTimeout(() => setPhase("idle"), PROGRESS_HIDE_DELAY_MS + PROGRESS_RESET_DELAY_MS));
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [busy]);

  return (
    <>
      <div
        className={`nav-progress nav-progress--${phase}`}
        style={{ "--progress-duration": `${PROGRESS_DURATION_MS}ms` } as CSSProperties}
        aria-hidden="true"
      >
        <div className="nav-progress__bar" />
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {phase === "running" ? "Загрузка страницы…" : ""}
      </div>
    </>
  );
}
