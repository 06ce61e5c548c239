/** Which of the catalogue's buttons to show, from the root loader's features (a missing flag is on). */
export function enabledFeatures(features: Record<string, boolean> | undefined) {
  const on = (name: "favorites" | "comparison" | "cart") => features?.[name] !== false;
  return { favorites: on("favorites"), comparison: on("comparison"), cart: on("cart") };
}
