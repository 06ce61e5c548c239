import { useNavigation } from "@remix-run/react";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { PROGRESS_DURATION_MS, type ProgressPhase, progressSchedule } from "~/utils/progress";

/**
 * A thin bar at the top while a navigation takes longer than the throttle: it creeps to 90 %
 * over the duration, fills when the page arrives, fades after the hide delay and resets
 * after the reset delay. The bar is decorative (aria-hidden); a polite status tells screen
 * reader users that a page is loading. Motion is off under prefers-reduced-motion (CSS).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [phase, setPhase] = useState<ProgressPhase>("idle");
  const phaseRef = useRef(phase);
  phaseRef.current = phase;

  useEffect(() => {
    const timers = progressSchedule(busy, phaseRef.current).map(([delay, next]) =>
      window.setTimeout(() => setPhase(next), delay),
    );
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
