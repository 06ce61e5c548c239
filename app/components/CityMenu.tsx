import { useFetcher } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { JS_FIELD } from "~/forms/reply";
import { href } from "~/paths";
import { shouldSaveCity } from "~/utils/city-choice";
import { type City, CITY_FETCHER, type CitySelectorProps, type MenuHandover, useShownCity } from "./city-choice";
import { CheckIcon, ChevronDownIcon, PinIcon } from "./icons";

/** The header's city picker once the page is React's: the choice is saved by a fetcher, only when the city really changes. */
export function SaveMenu({ locations, current, label = "Ваш город", className, takeOver }: CitySelectorProps & { takeOver?: () => MenuHandover }) {
  const fetcher = useFetcher({ key: CITY_FETCHER });
  const shown = useShownCity(locations, current);
  return (
    <CityMenu
      locations={locations}
      selected={shown}
      label={label}
      className={className}
      takeOver={takeOver}
      onSelect={(city) => {
        if (!shouldSaveCity(current?.fiasId, city.fiasId)) return;
        fetcher.submit({ fiasId: city.fiasId, [JS_FIELD]: "1" }, { method: "post", action: href("city") });
      }}
    />
  );
}

/**
 * A disclosure button with a list of cities: Escape or a choice closes it and returns focus
 * to the button; arrow keys, Home and End move between the cities.
 */
export function CityMenu({
  locations,
  selected,
  label,
  className = "",
  showLabel = false,
  takeOver,
  onSelect,
}: {
  locations: City[];
  selected: City | undefined;
  label: string;
  className?: string;
  showLabel?: boolean;
  /** Reads the state of the plain form this menu replaces, if any (CitySelector). */
  takeOver?: () => MenuHandover;
  onSelect: (city: City) => void;
}) {
  // Read once, on the first render, while the plain form is still on the page.
  const [handover] = useState(() => takeOver?.());
  const [open, setOpen] = useState(handover?.open ?? false);
  const listId = useId();
  const labelId = useId();
  const nameId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const options = () => Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
  const focusOption = (index: number) => {
    const all = options();
    all[(index + all.length) % all.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Once, on taking over from the plain form: the focus goes where it was there.
  useEffect(() => {
    const focus = handover?.focus;
    if (focus === "button") buttonRef.current?.focus();
    else if (focus) options()[locations.findIndex((city) => city.fiasId === focus)]?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handover happens on mount only
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openAndFocus = (which: "selected" | "first" | "last") => {
    setOpen(true);
    requestAnimationFrame(() => {
      const all = options();
      const index = which === "last" ? all.length - 1 : which === "first" ? 0 : locations.findIndex((c) => c.fiasId === selected?.fiasId);
      focusOption(Math.max(index, 0));
    });
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openAndFocus("selected");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAndFocus("last");
    }
  };

  // Escape is the whole menu's (below).
  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Tab") return setOpen(false);
    const all = options();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    const next = ({ ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 } as Record<string, number>)[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusOption(next);
  };

  return (
    <div
      ref={rootRef}
      className={`city-menu${open ? " city-menu--open" : ""} ${className}`}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          close(true);
        }
      }}
    >
      {showLabel ? (
        <span id={labelId} className="field__label">
          {label}
        </span>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        className="city-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={showLabel ? `${labelId} ${nameId}` : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <PinIcon size={18} />
        {showLabel ? null : <span className="visually-hidden">{`${label}: `}</span>}
        <span id={nameId} className="city-menu__name">
          {selected?.name ?? "Выберите город"}
        </span>
        <ChevronDownIcon size={16} className="city-menu__chevron" />
      </button>
      <div className="city-menu__popup" hidden={!open}>
        <ul id={listId} ref={listRef} className="city-menu__list" aria-label={label} onKeyDown={onListKeyDown}>
          {locations.map((city) => {
            const isSelected = city.fiasId === selected?.fiasId;
            return (
              <li key={city.fiasId}>
                <button
                  type="button"
                  aria-current={isSelected ? "true" : undefined}
                  onClick={() => {
                    close(true);
                    onSelect(city);
                  }}
                >
                  {city.name}
                  {isSelected ? <CheckIcon size={16} /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
