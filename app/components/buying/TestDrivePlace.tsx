import { Link } from "@remix-run/react";
import type { TestDrivePlaces } from "~/view-models/delivery";

/**
 * «Где пройдёт тест-драйв» (ADR 075): the car's own centre, or the visitor's city's once the car
 * is brought there. Links of the page's own address (`?at=`), so the choice works without
 * JavaScript and the free times follow it (none before the car arrives).
 */
export function TestDrivePlace({ places, at, page }: { places: TestDrivePlaces; at: string | null; page: string }) {
  const options = [
    { ...places.own, to: page, current: at === null },
    { ...places.brought, to: `${page}?at=${encodeURIComponent(places.brought.code)}`, current: at === places.brought.code },
  ];
  return (
    <nav className="test-drive-place" aria-label="Где пройдёт тест-драйв">
      <p className="test-drive-place__title">Где пройдёт тест-драйв</p>
      <ul>
        {options.map((option) => (
          <li key={option.code}>
            {option.current ? (
              <strong aria-current="page">{option.label}</strong>
            ) : (
              <Link to={option.to} replace preventScrollReset>
                {option.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
