import { useFetcher } from "@remix-run/react";

/*
 * What the header's city picker (CitySelector), its scripted menu (CityMenu, loaded once the
 * page is React's) and a form's city field (CityField) share. A module of its own, so that the
 * menu's chunk does not import the picker that loads it.
 */

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
 * What the visitor had done with the plain form when the scripted menu replaced it: the
 * list open, and where the focus was (the button, or a city by its FIAS id).
 */
export type MenuHandover = { open: boolean; focus?: "button" | string };

export const CITY_FETCHER = "city-choice";

/**
 * The visitor's city as the header shows it: while a choice is being saved (and the page's
 * data reloaded after it), the chosen one, else the saved one. Everything the header derives
 * from the city (its name, its phone) reads this one value, so they change together.
 */
export function useShownCity(locations: City[], current: City | undefined): City | undefined {
  const pendingId = useFetcher({ key: CITY_FETCHER }).formData?.get("fiasId");
  return locations.find((c) => c.fiasId === pendingId) ?? current;
}
