/**
 * What a tyre booking asks for (TyreServiceForm's `SERVICE`), with its labels: a module of its
 * own, so the form's radios do not bring the schema and zod into the page's first load.
 */
export const TYRE_SERVICES = [
  { value: "change", label: "Сменить колёса" },
  { value: "change-store", label: "Сменить колёса и оставить снятые на хранение" },
  { value: "store", label: "Только сдать колёса на хранение" },
] as const;
export type TyreService = (typeof TYRE_SERVICES)[number]["value"];
