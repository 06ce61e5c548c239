import { useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import type { City, CitySelectorProps } from "./city-choice";
import { CityMenu } from "./CityMenu";

type CityFieldProps = CitySelectorProps & {
  /** Called with the current city at start and with every choice (docs/product.md §4.3). */
  onChange?: (city: City) => void;
  /** The form field that carries the chosen fiasId. */
  name?: string;
};

/**
 * A form's city field (docs/product.md §4.3): it only reports the choice, and never saves it as
 * the visitor's city (that is the header's CitySelector). A native select without JS, the
 * picker's menu plus a hidden field with JS.
 */
export function CityField(props: CityFieldProps) {
  const hydrated = useHydrated();
  return hydrated ? <GetMenu {...props} /> : <GetSelect {...props} />;
}

function GetSelect({ locations, current, label = "Город", className = "", name }: CityFieldProps) {
  const id = useId();
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="select" defaultValue={current?.fiasId}>
        {locations.map((city) => (
          <option key={city.fiasId} value={city.fiasId}>
            {city.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function GetMenu({
  locations,
  current,
  label = "Город",
  className,
  name,
  onChange,
}: CityFieldProps) {
  const [selectedId, setSelectedId] = useState(current?.fiasId);
  const selected = locations.find((c) => c.fiasId === selectedId) ?? current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const startCity = useRef(current);
  // docs/product.md §4.3: in 'get' mode the current city is emitted at start.
  useEffect(() => {
    if (startCity.current) onChangeRef.current?.(startCity.current);
  }, []);
  return (
    <>
      <CityMenu
        locations={locations}
        selected={selected}
        label={label}
        className={className}
        showLabel
        onSelect={(city) => {
          setSelectedId(city.fiasId);
          onChange?.(city);
        }}
      />
      {name ? <input type="hidden" name={name} value={selected?.fiasId ?? ""} /> : null}
    </>
  );
}

