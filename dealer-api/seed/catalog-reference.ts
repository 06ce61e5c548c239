/**
 * Reference data of the demo catalogue: display names of the coded values, brands with
 * their real models and modifications, dealer centres of the six cities, the equipment pool.
 * Prices are rough 2026 Russian market prices of a new car in the cheapest modification;
 * for models no longer sold new they are what such a car would cost new today, which is
 * what the used-car prices are derived from.
 */

export type Option = { code: string; name: string };

/** The year the demo stock is "now": new cars are of this year. */
export const CATALOG_YEAR = 2026;

export const BODIES: Option[] = [
  { code: "sedan", name: "Седан" },
  { code: "hatchback", name: "Хэтчбек" },
  { code: "liftback", name: "Лифтбек" },
  { code: "wagon", name: "Универсал" },
  { code: "crossover", name: "Кроссовер" },
  { code: "suv", name: "Внедорожник" },
  { code: "minivan", name: "Минивэн" },
  { code: "pickup", name: "Пикап" },
];

export const FUELS: Option[] = [
  { code: "petrol", name: "Бензин" },
  { code: "diesel", name: "Дизель" },
  { code: "hybrid", name: "Гибрид" },
  { code: "electric", name: "Электро" },
];

export const TRANSMISSIONS: Option[] = [
  { code: "manual", name: "Механическая" },
  { code: "automatic", name: "Автоматическая" },
  { code: "robot", name: "Робот" },
  { code: "cvt", name: "Вариатор" },
];

export const DRIVES: Option[] = [
  { code: "fwd", name: "Передний" },
  { code: "rwd", name: "Задний" },
  { code: "awd", name: "Полный" },
];

export const CONDITIONS: Option[] = [
  { code: "new", name: "Новый" },
  { code: "used", name: "С пробегом" },
];

export type Color = Option & { hex: string };
export const COLORS: Color[] = [
  { code: "white", name: "Белый", hex: "#f1f2f4" },
  { code: "black", name: "Чёрный", hex: "#1d1f22" },
  { code: "silver", name: "Серебристый", hex: "#b9bec4" },
  { code: "grey", name: "Серый", hex: "#6b7078" },
  { code: "blue", name: "Синий", hex: "#1f4f99" },
  { code: "red", name: "Красный", hex: "#b3202a" },
  { code: "brown", name: "Коричневый", hex: "#6a4a35" },
  { code: "green", name: "Зелёный", hex: "#2f6b45" },
  { code: "beige", name: "Бежевый", hex: "#cdbb98" },
  { code: "orange", name: "Оранжевый", hex: "#e0772a" },
];

export const SORTS: Option[] = [
  { code: "newest", name: "Сначала новые поступления" },
  { code: "price_asc", name: "Сначала дешевле" },
  { code: "price_desc", name: "Сначала дороже" },
  { code: "year_desc", name: "Сначала новее год выпуска" },
  { code: "mileage_asc", name: "С меньшим пробегом" },
];

/**
 * A modification as "<engine> <hp> <gearbox> <drive>". Engine: "1.6" petrol,
 * "1.5T" turbo petrol, "2.0D" diesel, "2.5H"/"1.5TH" hybrid, "E" electric.
 */
export type ModelSpec = {
  code: string;
  name: string;
  body: string;
  /** Production years; `to` null when still made (and so sold new). */
  from: number;
  to: number | null;
  price: number;
  mods: string[];
};

export type BrandSpec = {
  code: string;
  name: string;
  /** Sold new in Russia in 2026 (officially or by parallel import). */
  soldNew: boolean;
  /** Share of the demo stock. */
  weight: number;
  /** World manufacturer identifier, the start of a VIN. */
  wmi: string;
  models: ModelSpec[];
};

const m = (code: string, name: string, body: string, from: number, to: number | null, price: number, ...mods: string[]): ModelSpec => ({
  code,
  name,
  body,
  from,
  to,
  price,
  mods,
});

export const BRANDS: BrandSpec[] = [
  {
    code: "lada", name: "Lada", soldNew: true, weight: 12, wmi: "XTA",
    models: [
      m("granta", "Granta", "sedan", 2011, null, 820_000, "1.6 90 5MT fwd", "1.6 106 5MT fwd", "1.6 98 4AT fwd"),
      m("vesta", "Vesta", "sedan", 2015, null, 1_450_000, "1.6 106 5MT fwd", "1.8 122 CVT fwd"),
      m("vesta-sw-cross", "Vesta SW Cross", "wagon", 2017, null, 1_720_000, "1.6 106 5MT fwd", "1.8 122 CVT fwd"),
      m("niva-legend", "Niva Legend", "suv", 2012, null, 1_050_000, "1.7 83 5MT awd"),
      m("niva-travel", "Niva Travel", "suv", 2021, null, 1_380_000, "1.7 80 5MT awd"),
      m("largus", "Largus", "wagon", 2012, null, 1_520_000, "1.6 90 5MT fwd", "1.6 106 5MT fwd"),
      m("e-largus", "e-Largus", "wagon", 2024, null, 3_100_000, "E 90 1AT fwd"),
      m("iskra", "Iskra", "sedan", 2025, null, 1_290_000, "1.6 90 5MT fwd", "1.6 106 5MT fwd"),
      m("xray", "XRAY", "hatchback", 2016, 2022, 1_400_000, "1.6 106 5MT fwd", "1.8 122 5AMT fwd"),
    ],
  },
  {
    code: "haval", name: "Haval", soldNew: true, weight: 10, wmi: "XZG",
    models: [
      m("jolion", "Jolion", "crossover", 2021, null, 2_300_000, "1.5T 150 7DCT fwd", "1.5T 150 7DCT awd"),
      m("f7", "F7", "crossover", 2019, null, 2_900_000, "1.5T 150 7DCT fwd", "2.0T 190 7DCT awd"),
      m("dargo", "Dargo", "crossover", 2022, null, 3_300_000, "2.0T 192 7DCT fwd", "2.0T 192 7DCT awd"),
      m("h9", "H9", "suv", 2015, null, 4_600_000, "2.0T 231 8AT awd", "2.4D 184 9AT awd"),
      m("m6", "M6", "crossover", 2023, null, 2_000_000, "1.5T 150 6MT fwd", "1.5T 150 7DCT fwd"),
    ],
  },
  {
    code: "chery", name: "Chery", soldNew: true, weight: 10, wmi: "LVV",
    models: [
      m("tiggo-4", "Tiggo 4", "crossover", 2019, null, 1_950_000, "1.5 113 5MT fwd", "1.5T 147 CVT fwd"),
      m("tiggo-7-pro-max", "Tiggo 7 Pro Max", "crossover", 2022, null, 2_700_000, "1.5T 147 CVT fwd", "1.6T 186 7DCT awd"),
      m("tiggo-8-pro-max", "Tiggo 8 Pro Max", "crossover", 2022, null, 3_400_000, "2.0T 197 7DCT fwd", "2.0T 197 7DCT awd"),
      m("tiggo-9", "Tiggo 9", "crossover", 2024, null, 4_600_000, "2.0T 254 8AT awd"),
      m("arrizo-8", "Arrizo 8", "sedan", 2023, null, 2_500_000, "1.6T 186 7DCT fwd"),
    ],
  },
  {
    code: "geely", name: "Geely", soldNew: true, weight: 9, wmi: "Y4K",
    models: [
      m("coolray", "Coolray", "crossover", 2020, null, 2_400_000, "1.5T 150 7DCT fwd", "1.5T 177 7DCT fwd"),
      m("atlas", "Atlas", "crossover", 2018, null, 3_200_000, "2.0T 200 8AT fwd", "2.0T 200 8AT awd"),
      m("monjaro", "Monjaro", "crossover", 2022, null, 4_400_000, "2.0T 238 8AT awd"),
      m("emgrand", "Emgrand", "sedan", 2023, null, 2_000_000, "1.5 122 6AT fwd"),
      m("okavango", "Okavango", "minivan", 2023, null, 3_000_000, "1.5T 181 7DCT fwd"),
      m("tugella", "Tugella", "crossover", 2020, null, 4_200_000, "2.0T 238 8AT awd"),
    ],
  },
  {
    code: "changan", name: "Changan", soldNew: true, weight: 7, wmi: "LS5",
    models: [
      m("cs35-plus", "CS35 Plus", "crossover", 2019, null, 2_100_000, "1.4T 150 7DCT fwd"),
      m("cs55-plus", "CS55 Plus", "crossover", 2022, null, 2_700_000, "1.5T 181 7DCT fwd"),
      m("uni-k", "UNI-K", "crossover", 2023, null, 4_000_000, "2.0T 226 8AT awd", "1.5TH 218 DHT fwd"),
      m("uni-v", "UNI-V", "liftback", 2023, null, 2_800_000, "1.5T 181 7DCT fwd"),
      m("alsvin", "Alsvin", "sedan", 2022, null, 1_700_000, "1.5 107 7DCT fwd"),
      m("hunter-plus", "Hunter Plus", "pickup", 2023, null, 3_300_000, "2.0T 224 6AT awd"),
    ],
  },
  {
    code: "omoda", name: "Omoda", soldNew: true, weight: 5, wmi: "LVT",
    models: [
      m("c5", "C5", "crossover", 2022, null, 2_300_000, "1.5T 147 CVT fwd", "1.6T 186 7DCT awd"),
      m("s5", "S5", "sedan", 2023, null, 1_900_000, "1.5 120 CVT fwd", "1.5T 147 CVT fwd"),
      m("c7", "C7", "crossover", 2025, null, 3_000_000, "1.6T 186 7DCT fwd"),
    ],
  },
  {
    code: "exeed", name: "Exeed", soldNew: true, weight: 4, wmi: "LVT",
    models: [
      m("lx", "LX", "crossover", 2022, null, 3_300_000, "1.5T 147 CVT fwd", "1.6T 186 7DCT awd"),
      m("txl", "TXL", "crossover", 2020, null, 4_200_000, "1.6T 186 7DCT awd", "2.0T 249 7DCT awd"),
      m("rx", "RX", "crossover", 2023, null, 4_800_000, "2.0T 249 7DCT awd"),
      m("vx", "VX", "crossover", 2021, null, 5_200_000, "2.0T 249 7DCT awd"),
    ],
  },
  {
    code: "tank", name: "Tank", soldNew: true, weight: 4, wmi: "LGW",
    models: [
      m("300", "300", "suv", 2021, null, 4_900_000, "2.0T 220 8AT awd", "2.4D 184 9AT awd"),
      m("400", "400", "suv", 2024, null, 6_200_000, "2.0TH 354 9AT awd"),
      m("500", "500", "suv", 2022, null, 7_000_000, "3.0T 354 9AT awd"),
    ],
  },
  {
    code: "jetour", name: "Jetour", soldNew: true, weight: 5, wmi: "LVV",
    models: [
      m("dashing", "Dashing", "crossover", 2023, null, 2_900_000, "1.5T 156 7DCT fwd", "1.6T 186 7DCT fwd"),
      m("x70-plus", "X70 Plus", "crossover", 2022, null, 2_600_000, "1.5T 147 6DCT fwd"),
      m("x90-plus", "X90 Plus", "crossover", 2022, null, 3_200_000, "1.6T 186 7DCT fwd", "2.0T 254 7DCT fwd"),
      m("t2", "T2", "suv", 2024, null, 4_300_000, "2.0T 254 7DCT awd"),
    ],
  },
  {
    code: "jac", name: "JAC", soldNew: true, weight: 3, wmi: "LJ1",
    models: [
      m("j7", "J7", "liftback", 2021, null, 2_000_000, "1.5T 136 CVT fwd"),
      m("js4", "JS4", "crossover", 2021, null, 2_100_000, "1.5T 150 6MT fwd", "1.5T 150 CVT fwd"),
      m("js6", "JS6", "crossover", 2022, null, 2_600_000, "1.5T 174 6DCT fwd"),
      m("t8-pro", "T8 Pro", "pickup", 2022, null, 2_900_000, "2.0D 140 6MT awd", "2.0D 140 8AT awd"),
    ],
  },
  {
    code: "kia", name: "Kia", soldNew: false, weight: 6, wmi: "XWE",
    models: [
      m("rio", "Rio", "sedan", 2012, 2022, 1_900_000, "1.4 100 6MT fwd", "1.6 123 6AT fwd"),
      m("ceed", "Ceed", "hatchback", 2012, 2022, 2_300_000, "1.6 128 6AT fwd"),
      m("seltos", "Seltos", "crossover", 2020, 2022, 2_700_000, "1.6 123 6AT fwd", "2.0 149 CVT awd"),
      m("sportage", "Sportage", "crossover", 2012, 2022, 4_000_000, "2.0 150 6AT fwd", "2.0 150 6AT awd", "2.4 184 6AT awd"),
      m("sorento", "Sorento", "crossover", 2012, 2022, 5_000_000, "2.5 180 8AT awd", "2.2D 199 8DCT awd"),
      m("k5", "K5", "sedan", 2020, 2022, 3_300_000, "2.0 150 6AT fwd", "2.5 194 8AT fwd"),
      m("carnival", "Carnival", "minivan", 2015, 2022, 6_000_000, "2.2D 199 8AT fwd", "3.5 249 8AT fwd"),
    ],
  },
  {
    code: "hyundai", name: "Hyundai", soldNew: false, weight: 6, wmi: "Z94",
    models: [
      m("solaris", "Solaris", "sedan", 2012, 2022, 1_800_000, "1.4 100 6MT fwd", "1.6 123 6AT fwd"),
      m("creta", "Creta", "crossover", 2016, 2022, 2_400_000, "1.6 121 6AT fwd", "2.0 149 6AT awd"),
      m("elantra", "Elantra", "sedan", 2012, 2022, 2_700_000, "1.6 128 6AT fwd", "2.0 150 6AT fwd"),
      m("tucson", "Tucson", "crossover", 2015, 2022, 3_900_000, "2.0 150 6AT fwd", "2.0 150 6AT awd", "2.5 190 8AT awd"),
      m("santa-fe", "Santa Fe", "crossover", 2012, 2022, 5_200_000, "2.5 180 6AT awd", "2.2D 200 8DCT awd"),
    ],
  },
  {
    code: "toyota", name: "Toyota", soldNew: true, weight: 6, wmi: "JTM",
    models: [
      m("corolla", "Corolla", "sedan", 2013, null, 2_800_000, "1.6 122 CVT fwd"),
      m("camry", "Camry", "sedan", 2012, null, 4_500_000, "2.0 150 CVT fwd", "2.5 200 8AT fwd"),
      m("rav4", "RAV4", "crossover", 2013, null, 4_300_000, "2.0 149 CVT fwd", "2.0 149 CVT awd", "2.5 199 8AT awd"),
      m("land-cruiser-prado", "Land Cruiser Prado", "suv", 2012, null, 8_900_000, "2.7 163 6AT awd", "2.8D 204 8AT awd"),
      m("land-cruiser-300", "Land Cruiser 300", "suv", 2021, null, 13_500_000, "3.3D 299 10AT awd", "3.5T 415 10AT awd"),
      m("hilux", "Hilux", "pickup", 2015, null, 5_200_000, "2.4D 150 6MT awd", "2.8D 204 6AT awd"),
    ],
  },
  {
    code: "volkswagen", name: "Volkswagen", soldNew: false, weight: 4, wmi: "XW8",
    models: [
      m("polo", "Polo", "sedan", 2012, 2022, 1_900_000, "1.6 110 5MT fwd", "1.6 110 6AT fwd", "1.4T 125 7DSG fwd"),
      m("passat", "Passat", "sedan", 2012, 2022, 3_300_000, "1.4T 150 7DSG fwd", "1.8T 180 7DSG fwd"),
      m("tiguan", "Tiguan", "crossover", 2012, 2022, 4_200_000, "1.4T 150 6DSG fwd", "2.0T 180 7DSG awd"),
      m("teramont", "Teramont", "suv", 2018, 2022, 6_500_000, "2.0T 220 8AT awd", "3.6 280 8AT awd"),
      m("touareg", "Touareg", "suv", 2012, 2022, 8_500_000, "3.0D 249 8AT awd", "3.0T 340 8AT awd"),
    ],
  },
  {
    code: "skoda", name: "Skoda", soldNew: false, weight: 4, wmi: "TMB",
    models: [
      m("rapid", "Rapid", "liftback", 2014, 2022, 1_900_000, "1.6 110 5MT fwd", "1.6 110 6AT fwd"),
      m("octavia", "Octavia", "liftback", 2012, 2022, 2_900_000, "1.6 110 5MT fwd", "1.4T 150 8AT fwd", "1.8T 180 7DSG fwd"),
      m("superb", "Superb", "liftback", 2012, 2022, 4_000_000, "1.8T 180 7DSG fwd", "2.0T 220 6DSG awd"),
      m("karoq", "Karoq", "crossover", 2020, 2022, 3_200_000, "1.4T 150 8AT fwd"),
      m("kodiaq", "Kodiaq", "crossover", 2017, 2022, 4_300_000, "1.4T 150 6DSG fwd", "2.0T 180 7DSG awd"),
    ],
  },
  {
    code: "bmw", name: "BMW", soldNew: true, weight: 3, wmi: "WBA",
    models: [
      m("3-series", "3 серии", "sedan", 2012, null, 6_000_000, "2.0T 184 8AT rwd", "2.0T 249 8AT awd"),
      m("5-series", "5 серии", "sedan", 2012, null, 8_500_000, "2.0T 249 8AT awd", "3.0D 286 8AT awd"),
      m("x3", "X3", "crossover", 2012, null, 7_000_000, "2.0T 184 8AT awd", "2.0D 190 8AT awd"),
      m("x5", "X5", "suv", 2012, null, 11_500_000, "3.0D 249 8AT awd", "3.0T 340 8AT awd"),
      m("x7", "X7", "suv", 2019, null, 15_000_000, "3.0D 340 8AT awd"),
    ],
  },
  {
    code: "mercedes-benz", name: "Mercedes-Benz", soldNew: true, weight: 3, wmi: "WDD",
    models: [
      m("c-class", "C-класс", "sedan", 2012, null, 6_500_000, "2.0T 204 9AT rwd"),
      m("e-class", "E-класс", "sedan", 2012, null, 9_500_000, "2.0T 197 9AT rwd", "2.0T 258 9AT awd"),
      m("glc", "GLC", "crossover", 2016, null, 8_500_000, "2.0T 197 9AT awd", "2.0D 194 9AT awd"),
      m("gle", "GLE", "suv", 2015, null, 12_500_000, "2.0D 245 9AT awd", "3.0T 367 9AT awd"),
      m("g-class", "G-класс", "suv", 2012, null, 25_000_000, "4.0T 422 9AT awd"),
      m("v-class", "V-класс", "minivan", 2014, null, 11_000_000, "2.1D 190 7AT rwd"),
    ],
  },
];

export type Modification = {
  label: string;
  engineVolume: number | null;
  power: number;
  fuel: string;
  transmission: string;
  drive: string;
};

/** Reads a modification string of BRANDS into its fields and its display label. */
export function parseModification(spec: string): Modification {
  const [engine, hp, gearbox, drive] = spec.split(" ");
  const power = Number(hp);
  const transmission = /AMT$|DCT$|DSG$/.test(gearbox)
    ? "robot"
    : /MT$/.test(gearbox)
      ? "manual"
      : /CVT$/.test(gearbox)
        ? "cvt"
        : "automatic";
  if (engine === "E") {
    return { label: `Электро ${power} л.с.`, engineVolume: null, power, fuel: "electric", transmission, drive };
  }
  const match = /^(\d\.\d)(T?)(D?)(H?)$/.exec(engine);
  if (!match) throw new Error(`catalogue: bad engine "${engine}" in "${spec}"`);
  const [, volume, turbo, diesel, hybrid] = match;
  const fuel = diesel ? "diesel" : hybrid ? "hybrid" : "petrol";
  const kind = diesel ? " D" : turbo ? " T" : "";
  const label = `${volume}${kind}${hybrid ? " гибрид" : ""} ${power} л.с. ${gearbox}`;
  return { label, engineVolume: Number(volume), power, fuel, transmission, drive };
}

export type City = { fiasId: string; name: string; in: string; areaCode: string };

export const CITIES: City[] = [
  { fiasId: "c2deb16a-0330-4f05-821f-1d09c93331e6", name: "Санкт-Петербург", in: "в Санкт-Петербурге", areaCode: "812" },
  { fiasId: "023484a5-f98d-4849-82e1-b7e0444b54ef", name: "Вологда", in: "в Вологде", areaCode: "8172" },
  { fiasId: "5bf5ddff-6353-4a3d-80c4-6fb27f00c6c1", name: "Воронеж", in: "в Воронеже", areaCode: "473" },
  { fiasId: "93b3df57-4c89-44df-ac42-96f05e9cd3b9", name: "Казань", in: "в Казани", areaCode: "843" },
  { fiasId: "1c727518-c96a-4f34-9ae6-fd510da3be03", name: "Мурманск", in: "в Мурманске", areaCode: "8152" },
  { fiasId: "2858811e-448a-482e-9863-e03bf06bb5d4", name: "Псков", in: "в Пскове", areaCode: "8112" },
];

export type DealerSpec = {
  code: string;
  name: string;
  city: string;
  street: string;
  postcode: string;
  coords: string;
  work: string;
  /** Local number after the area code. */
  phone: string;
  isService: boolean;
  /** Brands sold new here. */
  newBrands: string[];
  /** Brands only taken in and sold used here (no new cars of them). */
  usedBrands: string[];
};

const DAILY = "Ежедневно с 9:00 до 21:00";
const WEEK = "Пн–Пт с 8:00 до 20:00, Сб–Вс с 9:00 до 18:00";

export const DEALERS: DealerSpec[] = [
  { code: "avtodom-pulkovo", name: "Автодом Пулково", city: "Санкт-Петербург", street: "Пулковское шоссе, 36к2", postcode: "196158", coords: "59.809512,30.323867", work: DAILY, phone: "4250101", isService: true, newBrands: ["haval", "tank", "chery", "exeed"], usedBrands: [] },
  { code: "avtodom-vyborgsky", name: "Автодом Выборгский", city: "Санкт-Петербург", street: "Выборгское шоссе, 27", postcode: "194355", coords: "60.047131,30.337262", work: DAILY, phone: "4250202", isService: true, newBrands: ["geely", "changan", "omoda", "jetour"], usedBrands: ["volkswagen", "skoda"] },
  { code: "avtodom-oktyabrskaya", name: "Автодом Октябрьская", city: "Санкт-Петербург", street: "Октябрьская набережная, 8", postcode: "193091", coords: "59.936912,30.413275", work: WEEK, phone: "4250303", isService: true, newBrands: ["toyota", "bmw", "mercedes-benz"], usedBrands: ["kia", "hyundai"] },
  { code: "avtodom-okruzhnoe", name: "Автодом Окружное", city: "Вологда", street: "Окружное шоссе, 13", postcode: "160028", coords: "59.192047,39.847135", work: DAILY, phone: "555101", isService: true, newBrands: ["lada", "haval", "chery"], usedBrands: [] },
  { code: "avtodom-poshekhonskoe", name: "Автодом Пошехонское", city: "Вологда", street: "Пошехонское шоссе, 22", postcode: "160034", coords: "59.196218,39.815374", work: WEEK, phone: "555202", isService: false, newBrands: ["geely", "changan", "jac"], usedBrands: ["volkswagen", "skoda", "kia"] },
  { code: "avtodom-moskovsky", name: "Автодом Московский", city: "Воронеж", street: "Московский проспект, 115", postcode: "394016", coords: "51.714286,39.155178", work: DAILY, phone: "2000101", isService: true, newBrands: ["haval", "tank", "omoda"], usedBrands: [] },
  { code: "avtodom-levoberezhny", name: "Автодом Левобережный", city: "Воронеж", street: "Ленинский проспект, 119", postcode: "394029", coords: "51.675104,39.255331", work: WEEK, phone: "2000202", isService: true, newBrands: ["lada", "jac", "jetour"], usedBrands: ["hyundai"] },
  { code: "avtodom-pridonskoy", name: "Автодом Придонской", city: "Воронеж", street: "улица Антонова-Овсеенко, 35", postcode: "394088", coords: "51.696012,39.132458", work: DAILY, phone: "2000303", isService: false, newBrands: ["toyota", "chery", "exeed"], usedBrands: ["kia", "hyundai"] },
  { code: "avtodom-pobedy", name: "Автодом Победы", city: "Казань", street: "проспект Победы, 174", postcode: "420100", coords: "55.757890,49.213260", work: DAILY, phone: "2000101", isService: true, newBrands: ["haval", "geely", "bmw"], usedBrands: [] },
  { code: "avtodom-sibirsky-trakt", name: "Автодом Сибирский тракт", city: "Казань", street: "улица Сибирский тракт, 39", postcode: "420029", coords: "55.814032,49.164821", work: WEEK, phone: "2000202", isService: true, newBrands: ["lada", "chery", "changan", "tank"], usedBrands: ["volkswagen", "skoda"] },
  { code: "avtodom-kolsky", name: "Автодом Кольский", city: "Мурманск", street: "Кольский проспект, 114", postcode: "183032", coords: "68.931206,33.093150", work: WEEK, phone: "700101", isService: true, newBrands: ["haval", "chery", "lada"], usedBrands: [] },
  { code: "avtodom-severny", name: "Автодом Северный", city: "Мурманск", street: "улица Домостроительная, 19", postcode: "183038", coords: "68.995104,33.094732", work: WEEK, phone: "700202", isService: true, newBrands: ["geely", "toyota", "jetour"], usedBrands: ["kia"] },
  { code: "avtodom-rizhsky", name: "Автодом Рижский", city: "Псков", street: "Рижский проспект, 72", postcode: "180019", coords: "57.806211,28.287034", work: DAILY, phone: "700101", isService: true, newBrands: ["lada", "haval", "changan"], usedBrands: [] },
  { code: "avtodom-zapskovye", name: "Автодом Запсковье", city: "Псков", street: "Ленинградское шоссе, 17", postcode: "180006", coords: "57.840215,28.321964", work: WEEK, phone: "700202", isService: true, newBrands: ["chery", "geely", "omoda", "exeed", "mercedes-benz"], usedBrands: ["hyundai", "skoda"] },
];

export const EQUIPMENT_GROUPS: Array<{ name: string; items: string[] }> = [
  {
    name: "Безопасность",
    items: [
      "Антиблокировочная система (ABS)",
      "Система курсовой устойчивости (ESP)",
      "Фронтальные подушки безопасности",
      "Боковые подушки безопасности",
      "Шторки безопасности",
      "Система помощи при старте в гору",
      "Контроль слепых зон",
      "Система удержания в полосе",
      "Система экстренного торможения",
      "Крепления ISOFIX",
      "Датчик давления в шинах",
      "ЭРА-ГЛОНАСС",
    ],
  },
  {
    name: "Комфорт",
    items: [
      "Кондиционер",
      "Двухзонный климат-контроль",
      "Подогрев передних сидений",
      "Подогрев задних сидений",
      "Подогрев рулевого колеса",
      "Электрообогрев лобового стекла",
      "Электропривод сиденья водителя",
      "Вентиляция передних сидений",
      "Бесключевой доступ",
      "Запуск двигателя кнопкой",
      "Дистанционный запуск двигателя",
      "Электропривод двери багажника",
      "Круиз-контроль",
      "Адаптивный круиз-контроль",
      "Электростеклоподъёмники передние и задние",
      "Электропривод и обогрев зеркал",
    ],
  },
  {
    name: "Мультимедиа",
    items: [
      "Мультимедийная система с сенсорным экраном",
      "Apple CarPlay и Android Auto",
      "Навигационная система",
      "Bluetooth",
      "Аудиосистема премиум-класса",
      "Беспроводная зарядка смартфона",
      "USB-разъёмы для задних пассажиров",
      "Цифровая приборная панель",
      "Проекционный дисплей",
    ],
  },
  {
    name: "Обзор",
    items: [
      "Камера заднего вида",
      "Система кругового обзора 360°",
      "Парктроники передние",
      "Парктроники задние",
      "Датчик дождя",
      "Датчик света",
      "Светодиодные фары",
      "Адаптивные фары",
      "Противотуманные фары",
    ],
  },
  {
    name: "Экстерьер",
    items: [
      "Легкосплавные диски",
      "Рейлинги на крыше",
      "Панорамная крыша",
      "Электропривод люка",
      "Тонированные задние стёкла",
      "Фаркоп",
      "Защита картера",
    ],
  },
  {
    name: "Салон",
    items: [
      "Кожаный салон",
      "Комбинированная обивка сидений",
      "Отделка руля кожей",
      "Подлокотник с вещевым отсеком",
      "Складываемые задние сиденья 60/40",
      "Контурная подсветка салона",
      "Третий ряд сидений",
    ],
  },
];

/** Every equipment item with its group, indexed as stored in car_details.equipment. */
export const EQUIPMENT_POOL: Array<{ group: string; item: string }> = EQUIPMENT_GROUPS.flatMap((g) =>
  g.items.map((item) => ({ group: g.name, item })),
);
