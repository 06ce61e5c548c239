/** The user city changes only if the new fiasId differs from the current one (docs/product.md §4.3). */
export function shouldSaveCity(currentFiasId: string | undefined, nextFiasId: string): boolean {
  return nextFiasId !== "" && nextFiasId !== currentFiasId;
}

const PREPOSITIONAL: Record<string, string> = {
  "Санкт-Петербург": "Санкт-Петербурге",
  Вологда: "Вологде",
  Воронеж: "Воронеже",
  Казань: "Казани",
  Мурманск: "Мурманске",
  Псков: "Пскове",
};

/** 'в Казани': the city in the prepositional case, for headings like «Автомобили в наличии в …». */
export function inCity(name: string): string {
  const form = PREPOSITIONAL[name];
  return form ? `в ${form}` : `в городе ${name}`;
}
