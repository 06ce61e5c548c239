import { useFetcher, useLocation } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { PostRouting } from "~/components/PostRouting";
import { JS_FIELD } from "~/forms/reply";
import { href } from "~/paths";
import { shouldSaveCity } from "~/utils/city-choice";
import { CheckIcon, ChevronDownIcon, PinIcon } from "./icons";

export type City = { name: string; fiasId: string; phone: string };

type CommonProps = {
  locations: City[];
  /** The visitor's city (the picker) or the initial choice (a form's field, CityField). */
  current: City | undefined;
  /** Read before the city name by screen readers, e.g. «Ваш город». */
  label?: string;
  className?: string;
};

export type CitySelectorProps = CommonProps;

/**
 * The header's city picker (docs/product.md §4.3): it makes the choice the visitor's city.
 * Without JS a form of six buttons posting to /city, with JS a menu that saves through a
 * fetcher, and only when the city really changes. A form's city field, which only reports
 * the choice, is CityField: out of this module, so every page's first load carries only
 * the picker.
 */
export function CitySelector(props: CitySelectorProps) {
  const hydrated = useHydrated();
  return hydrated ? <SaveMenu {...props} /> : <SaveForm {...props} />;
}

function SaveForm({ locations, current, label = "Ваш город", className = "" }: CommonProps) {
  const location = useLocation();
  return (
    <details className={`city-menu ${className}`}>
      <summary className="city-menu__button">
        <PinIcon size={18} />
        <span className="visually-hidden">{`${label}: `}</span>
        <span className="city-menu__name">{current?.name ?? "Выберите город"}</span>
        <ChevronDownIcon size={16} className="city-menu__chevron" />
      </summary>
      <form method="post" action={href("city")} className="city-menu__popup">
        <PostRouting returnTo={location.pathname + location.search} fetcher={false} />
        <ul className="city-menu__list" aria-label={label}>
          {locations.map((city) => (
            <li key={city.fiasId}>
              <button
                type="submit"
                name="fiasId"
                value={city.fiasId}
                aria-current={city.fiasId === current?.fiasId ? "true" : undefined}
              >
                {city.name}
                {city.fiasId === current?.fiasId ? <CheckIcon size={16} /> : null}
              </button>
            </li>
          ))}
        </ul>
      </form>
    </details>
  );
}

const CITY_FETCHER = "city-choice";

/**
 * The visitor's city as the header shows it: while a choice is being saved (and the page's
 * data reloaded after it), the chosen one, else the saved one. Everything the header derives
 * from the city (its name, its phone) reads this one value, so they change together.
 */
export function useShownCity(locations: City[], current: City | undefined): City | undefined {
  const pendingId = useFetcher({ key: CITY_FETCHER }).formData?.get("fiasId");
  return locations.find((c) => c.fiasId === pendingId) ?? current;
}

function SaveMenu({ locations, current, label = "Ваш город", className }: CommonProps) {
  const fetcher = useFetcher({ key: CITY_FETCHER });
  const shown = useShownCity(locations, current);
  return (
    <CityMenu
      locations={locations}
      selected={shown}
      label={label}
      className={className}
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
  onSelect,
}: {
  locations: City[];
  selected: City | undefined;
  label: string;
  className?: string;
  showLabel?: boolean;
  onSelect: (city: City) => void;
}) {
  const [open, setOpen] = useState(false);
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

  const onListKeyDown = (event: KeyboardEvent) => {
    const all = options();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      focusOption(index + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      focusOption(index - 1);
    } else if (event.key === "Home") {
      event.preventDefault();
      focusOption(0);
    } else if (event.key === "End") {
      event.preventDefault();
      focusOption(all.length - 1);
    } else if (event.key === "Tab") {
      setOpen(false);
    }
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
