import { useLocation } from "@remix-run/react";
import { type ComponentType, type RefObject, startTransition, useEffect, useRef, useState } from "react";
import { PostRouting } from "~/components/PostRouting";
import { href } from "~/paths";
import { type CitySelectorProps, type MenuHandover } from "./city-choice";
import { CheckIcon, ChevronDownIcon, PinIcon } from "./icons";

/**
 * The header's city picker (docs/product.md §4.3): it makes the choice the visitor's city.
 * Without JS a form of six buttons posting to /city, with JS a menu that saves through a
 * fetcher, and only when the city really changes. The menu (CityMenu.tsx, shared with a
 * form's city field, CityField) is loaded once the page is React's: every page's first load
 * carries only the plain form.
 */
export function CitySelector(props: CitySelectorProps) {
  // The scripted menu is out of every page's first load: until its code is here (or if it
  // never comes) the plain form works. Loaded from an effect, not React.lazy: a part that
  // suspends inside the hydrated flip would hold every part's flip until its code, and any
  // other chunk still on its way, arrived (ADR 057). The switch is a transition too: an
  // ordinary update would interrupt the page's own flip, which would then start over.
  // A visitor may have opened the plain list before the menu's code came: the menu takes it
  // over, open and with the focus where it was, instead of closing it under their finger. It
  // reads the list as it first renders, when the list is still on the page, not when its code
  // arrives: the switch may wait behind the rest of the page's hydration.
  const [SaveMenu, setSaveMenu] = useState<ComponentType<CitySelectorProps & { takeOver: () => MenuHandover }>>();
  const formRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    import("./CityMenu").then(
      (module) => startTransition(() => setSaveMenu(() => module.SaveMenu)),
      () => undefined,
    );
  }, []);
  return SaveMenu ? <SaveMenu {...props} takeOver={() => handoverOf(formRef.current)} /> : <SaveForm {...props} detailsRef={formRef} />;
}

function handoverOf(details: HTMLDetailsElement | null): MenuHandover {
  const active = document.activeElement;
  if (!details || !active || !details.contains(active)) return { open: details?.open ?? false };
  return { open: details.open, focus: active instanceof HTMLButtonElement ? active.value : "button" };
}

function SaveForm({
  locations,
  current,
  label = "Ваш город",
  className = "",
  detailsRef,
}: CitySelectorProps & { detailsRef: RefObject<HTMLDetailsElement> }) {
  const location = useLocation();
  return (
    <details ref={detailsRef} className={`city-menu ${className}`}>
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
