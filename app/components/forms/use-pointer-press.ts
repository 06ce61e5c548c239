import { useState, useSyncExternalStore } from "react";

/*
 * Whether a pointer is pressed anywhere on the page. A press moves focus, the field left
 * behind validates on blur, and its new message would push everything below it down: the
 * release then lands beside the checkbox or button that was pressed and the click is lost.
 * Field messages wait for the release (see `useSteadyDuringPress`).
 */
let pressed = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (pressed === value) return;
  pressed = value;
  for (const listener of listeners) listener();
}

const press = () => set(true);
// After the click that follows the release, which is dispatched in the same task.
const release = () => setTimeout(() => set(false), 0);
const RELEASES = ["pointerup", "pointercancel", "dragend"] as const;

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    document.addEventListener("pointerdown", press, true);
    for (const type of RELEASES) document.addEventListener(type, release, true);
    // A release outside the window may never reach the page.
    window.addEventListener("blur", release);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener("pointerdown", press, true);
    for (const type of RELEASES) document.removeEventListener(type, release, true);
    window.removeEventListener("blur", release);
  };
}

/** `value`, except that while a pointer is pressed it stays what it was when the press began. */
export function useSteadyDuringPress<T>(value: T, same: (a: T, b: T) => boolean = Object.is): T {
  const isPressed = useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  );
  const [shown, setShown] = useState(value);
  if (!isPressed && !same(shown, value)) {
    setShown(value);
    return value;
  }
  return isPressed ? shown : value;
}
