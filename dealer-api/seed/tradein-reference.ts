/**
 * Reference data of the trade-in lookups: the catalogue's brands and models (same codes,
 * same modifications and new prices, so a catalogue car has a market price) plus the brands
 * Russians trade in most that the dealer no longer sells new, each model with its real
 * generations. A model's price is what its cheapest modification costs new in 2026 (for
 * models no longer sold new: what such a car would cost new today); every further
 * modification of the list costs 12% more, as in the catalogue.
 */
import { BRANDS, type ModelSpec } from "./catalog-reference";

export type GenerationSpec = { code: string; name: string; from: number; to: number | null };
export type TradeInModelSpec = Omit<ModelSpec, "from" | "to"> & { generations: GenerationSpec[] };
export type TradeInBrandSpec = { code: string; name: string; wmi: string[]; models: TradeInModelSpec[] };

const g = (code: string, name: string, from: number, to: number | null): GenerationSpec => ({ code, name, from, to });

/** Real generations of the catalogue's models, by `brand/model`; the others have one. */
const GENERATIONS: Record<string, GenerationSpec[]> = {
  "lada/granta": [g("1", "I", 2011, 2018), g("1r", "I рестайлинг", 2018, null)],
  "lada/vesta": [g("1", "I", 2015, 2022), g("ng", "NG", 2023, null)],
  "lada/vesta-sw-cross": [g("1", "I", 2017, 2022), g("ng", "NG", 2023, null)],
  "lada/niva-legend": [g("1", "I (4x4)", 2012, 2020), g("legend", "Legend", 2021, null)],
  "lada/largus": [g("1", "I", 2012, 2021), g("1r", "I рестайлинг", 2021, null)],
  "haval/f7": [g("1", "I", 2019, 2024), g("1r", "I рестайлинг", 2024, null)],
  "haval/h9": [g("1", "I", 2015, 2023), g("2", "II", 2024, null)],
  "chery/tiggo-4": [g("1", "I", 2019, 2022), g("pro", "Pro", 2022, null)],
  "geely/coolray": [g("1", "I", 2020, 2023), g("1r", "I рестайлинг", 2023, null)],
  "geely/atlas": [g("1", "I", 2018, 2022), g("2", "II", 2023, null)],
  "kia/rio": [g("3", "III", 2012, 2017), g("4", "IV", 2017, 2022)],
  "kia/ceed": [g("2", "II (JD)", 2012, 2018), g("3", "III (CD)", 2018, 2022)],
  "kia/sportage": [g("3", "III (SL)", 2012, 2016), g("4", "IV (QL)", 2016, 2021), g("5", "V (NQ5)", 2021, 2022)],
  "kia/sorento": [g("2", "II (XM)", 2012, 2020), g("3", "Prime (UM)", 2015, 2020), g("4", "IV (MQ4)", 2020, 2022)],
  "kia/carnival": [g("3", "III (YP)", 2015, 2020), g("4", "IV (KA4)", 2020, 2022)],
  "hyundai/solaris": [g("1", "I", 2012, 2017), g("2", "II", 2017, 2022)],
  "hyundai/creta": [g("1", "I", 2016, 2021), g("2", "II", 2021, 2022)],
  "hyundai/elantra": [g("5", "V (MD)", 2012, 2016), g("6", "VI (AD)", 2016, 2020), g("7", "VII (CN7)", 2020, 2022)],
  "hyundai/tucson": [g("3", "III (TL)", 2015, 2021), g("4", "IV (NX4)", 2021, 2022)],
  "hyundai/santa-fe": [g("3", "III (DM)", 2012, 2018), g("4", "IV (TM)", 2018, 2022)],
  "toyota/corolla": [g("e160", "E160", 2013, 2019), g("e210", "E210", 2019, null)],
  "toyota/camry": [g("xv50", "XV50", 2012, 2017), g("xv70", "XV70", 2017, 2024), g("xv80", "XV80", 2024, null)],
  "toyota/rav4": [g("xa40", "XA40", 2013, 2019), g("xa50", "XA50", 2019, null)],
  "toyota/land-cruiser-prado": [g("150", "150", 2012, 2023), g("250", "250", 2024, null)],
  "toyota/hilux": [g("8", "VIII", 2015, null)],
  "volkswagen/polo": [g("5", "V (седан)", 2012, 2020), g("6", "VI (лифтбек)", 2020, 2022)],
  "volkswagen/passat": [g("b7", "B7", 2012, 2015), g("b8", "B8", 2015, 2022)],
  "volkswagen/tiguan": [g("1", "I рестайлинг", 2012, 2016), g("2", "II", 2016, 2022)],
  "volkswagen/touareg": [g("2", "II (NF)", 2012, 2018), g("3", "III (CR)", 2018, 2022)],
  "skoda/octavia": [g("a7", "III (A7)", 2013, 2020), g("a8", "IV (A8)", 2020, 2022), g("a5", "II (A5) рестайлинг", 2012, 2013)],
  "skoda/superb": [g("2", "II", 2012, 2015), g("3", "III", 2015, 2022)],
  "skoda/rapid": [g("1", "I", 2014, 2020), g("2", "II", 2020, 2022)],
  "bmw/3-series": [g("f30", "F30", 2012, 2019), g("g20", "G20", 2019, null)],
  "bmw/5-series": [g("f10", "F10", 2012, 2017), g("g30", "G30", 2017, 2023), g("g60", "G60", 2023, null)],
  "bmw/x3": [g("f25", "F25", 2012, 2017), g("g01", "G01", 2017, 2024), g("g45", "G45", 2024, null)],
  "bmw/x5": [g("f15", "F15", 2013, 2018), g("g05", "G05", 2018, null), g("e70", "E70", 2012, 2013)],
  "mercedes-benz/c-class": [g("w204", "W204", 2012, 2014), g("w205", "W205", 2014, 2021), g("w206", "W206", 2021, null)],
  "mercedes-benz/e-class": [g("w212", "W212", 2012, 2016), g("w213", "W213", 2016, 2023), g("w214", "W214", 2023, null)],
  "mercedes-benz/glc": [g("x253", "X253", 2016, 2022), g("x254", "X254", 2022, null)],
  "mercedes-benz/gle": [g("w166", "W166", 2015, 2019), g("v167", "V167", 2019, null)],
  "mercedes-benz/g-class": [g("w463", "W463", 2012, 2018), g("w463a", "W463 (2018)", 2018, null)],
};

/** VIN prefixes of the catalogue's brands besides the one its demo VINs use. */
const EXTRA_WMI: Record<string, string[]> = {
  lada: ["XTA", "XTK"],
  kia: ["XWE", "KNA", "KNE"],
  hyundai: ["Z94", "KMH", "XWK"],
  toyota: ["JTM", "JTN", "JTD", "JTE", "JTJ", "XW7"],
  volkswagen: ["XW8", "WVW", "WVG"],
  skoda: ["TMB"],
  bmw: ["WBA", "WBS", "X4X", "WBX"],
  "mercedes-benz": ["WDD", "WDB", "WDC", "W1K", "W1N"],
};

const m = (code: string, name: string, body: string, price: number, mods: string[], generations: GenerationSpec[]): TradeInModelSpec => ({
  code,
  name,
  body,
  price,
  mods,
  generations,
});

/** Brands taken in but not in the catalogue (no longer sold new). */
const TRADE_IN_ONLY: TradeInBrandSpec[] = [
  {
    code: "renault", name: "Renault", wmi: ["X7L", "VF1"],
    models: [
      m("logan", "Logan", "sedan", 1_500_000, ["1.6 82 5MT fwd", "1.6 102 5MT fwd", "1.6 113 CVT fwd"], [g("1", "I рестайлинг", 2012, 2015), g("2", "II", 2014, 2022)]),
      m("sandero", "Sandero", "hatchback", 1_550_000, ["1.6 82 5MT fwd", "1.6 113 CVT fwd"], [g("1", "I", 2012, 2014), g("2", "II", 2014, 2022)]),
      m("duster", "Duster", "crossover", 2_200_000, ["1.6 114 6MT fwd", "1.6 114 6MT awd", "2.0 143 4AT awd"], [g("1", "I", 2012, 2021), g("2", "II", 2021, 2022)]),
      m("kaptur", "Kaptur", "crossover", 2_100_000, ["1.6 114 CVT fwd", "2.0 143 4AT awd"], [g("1", "I", 2016, 2022)]),
      m("arkana", "Arkana", "crossover", 2_500_000, ["1.6 114 CVT fwd", "1.3T 150 CVT awd"], [g("1", "I", 2019, 2022)]),
    ],
  },
  {
    code: "nissan", name: "Nissan", wmi: ["Z8N", "SJN", "JN1", "JN8"],
    models: [
      m("almera", "Almera", "sedan", 1_500_000, ["1.6 102 5MT fwd", "1.6 102 4AT fwd"], [g("g15", "G15", 2012, 2018)]),
      m("qashqai", "Qashqai", "crossover", 2_700_000, ["2.0 144 CVT fwd", "2.0 144 CVT awd"], [g("j10", "J10 рестайлинг", 2012, 2013), g("j11", "J11", 2014, 2022)]),
      m("x-trail", "X-Trail", "crossover", 3_300_000, ["2.0 144 CVT fwd", "2.5 171 CVT awd"], [g("t31", "T31", 2012, 2015), g("t32", "T32", 2015, 2022)]),
      m("terrano", "Terrano", "crossover", 1_900_000, ["1.6 114 6MT awd", "2.0 143 4AT awd"], [g("d10", "D10", 2014, 2022)]),
      m("murano", "Murano", "crossover", 4_500_000, ["3.5 249 CVT awd"], [g("z51", "Z51", 2012, 2016), g("z52", "Z52", 2016, 2022)]),
    ],
  },
  {
    code: "mitsubishi", name: "Mitsubishi", wmi: ["Z8T", "JMB", "JA4", "MMB"],
    models: [
      m("lancer", "Lancer", "sedan", 1_900_000, ["1.6 117 5MT fwd", "1.8 140 CVT fwd"], [g("10", "X", 2012, 2017)]),
      m("asx", "ASX", "crossover", 2_400_000, ["1.6 117 5MT fwd", "2.0 150 CVT awd"], [g("1", "I", 2012, 2022)]),
      m("outlander", "Outlander", "crossover", 3_400_000, ["2.0 146 CVT fwd", "2.4 167 CVT awd", "3.0 227 6AT awd"], [g("3", "III", 2012, 2022)]),
      m("pajero-sport", "Pajero Sport", "suv", 4_500_000, ["2.4D 181 8AT awd", "3.0 209 8AT awd"], [g("2", "II", 2012, 2016), g("3", "III", 2016, 2022)]),
    ],
  },
  {
    code: "ford", name: "Ford", wmi: ["X9F", "WF0", "Z6F"],
    models: [
      m("focus", "Focus", "hatchback", 2_000_000, ["1.6 105 5MT fwd", "1.6 125 6DCT fwd", "1.5T 150 6AT fwd"], [g("3", "III", 2012, 2019)]),
      m("mondeo", "Mondeo", "sedan", 2_900_000, ["2.5 149 6AT fwd", "2.0T 199 6AT fwd"], [g("4", "IV", 2012, 2014), g("5", "V", 2015, 2019)]),
      m("kuga", "Kuga", "crossover", 2_900_000, ["2.5 150 6AT fwd", "1.5T 182 6AT awd"], [g("2", "II", 2013, 2019)]),
      m("ecosport", "EcoSport", "crossover", 1_900_000, ["1.6 122 5MT fwd", "2.0 140 5MT awd"], [g("2", "II", 2014, 2019)]),
    ],
  },
  {
    code: "mazda", name: "Mazda", wmi: ["JMZ", "RUM"],
    models: [
      m("3", "3", "sedan", 2_600_000, ["1.5 120 6AT fwd", "2.0 150 6AT fwd"], [g("bm", "III (BM)", 2013, 2019), g("bp", "IV (BP)", 2019, 2022)]),
      m("6", "6", "sedan", 3_400_000, ["2.0 150 6AT fwd", "2.5 192 6AT fwd"], [g("gj", "III (GJ)", 2012, 2022)]),
      m("cx-5", "CX-5", "crossover", 3_800_000, ["2.0 150 6AT fwd", "2.0 150 6AT awd", "2.5 194 6AT awd"], [g("ke", "I (KE)", 2012, 2017), g("kf", "II (KF)", 2017, 2022)]),
    ],
  },
  {
    code: "chevrolet", name: "Chevrolet", wmi: ["X9L", "XUF", "KL1"],
    models: [
      m("niva", "Niva", "suv", 1_300_000, ["1.7 80 5MT awd"], [g("1r", "I рестайлинг", 2012, 2020)]),
      m("cruze", "Cruze", "sedan", 1_700_000, ["1.6 109 5MT fwd", "1.8 141 6AT fwd"], [g("1", "I", 2012, 2015)]),
      m("aveo", "Aveo", "sedan", 1_400_000, ["1.6 115 5MT fwd", "1.6 115 6AT fwd"], [g("2", "II", 2012, 2015)]),
    ],
  },
  {
    code: "audi", name: "Audi", wmi: ["WAU", "WA1"],
    models: [
      m("a4", "A4", "sedan", 5_500_000, ["1.4T 150 7DSG fwd", "2.0T 249 7DSG awd"], [g("b8", "B8 рестайлинг", 2012, 2015), g("b9", "B9", 2015, 2022)]),
      m("a6", "A6", "sedan", 7_500_000, ["2.0T 245 7DSG fwd", "3.0T 340 7DSG awd"], [g("c7", "C7", 2012, 2018), g("c8", "C8", 2018, 2022)]),
      m("q5", "Q5", "crossover", 7_000_000, ["2.0T 249 7DSG awd", "2.0D 190 7DSG awd"], [g("8r", "I (8R)", 2012, 2017), g("fy", "II (FY)", 2017, 2022)]),
    ],
  },
];

/** The trade-in brand list: the catalogue's brands first, in the catalogue's order, then the rest by name. */
export const TRADE_IN_BRANDS: TradeInBrandSpec[] = [
  ...BRANDS.map(
    (brand): TradeInBrandSpec => ({
      code: brand.code,
      name: brand.name,
      wmi: EXTRA_WMI[brand.code] ?? [brand.wmi],
      models: brand.models.map(({ from, to, ...model }) => ({
        ...model,
        generations: GENERATIONS[`${brand.code}/${model.code}`] ?? [g("1", "I", from, to)],
      })),
    }),
  ),
  ...TRADE_IN_ONLY,
];

export type RegistryCar = {
  plate: string;
  vin: string;
  brand: string;
  model: string;
  year: number;
  color: string;
  steeringWheel: "Левый" | "Правый";
};

/**
 * The demo registry behind "fill in by plate or VIN": what a real API asks a vehicle
 * history service. Plates and VINs are made up, in the real formats.
 */
export const REGISTRY: RegistryCar[] = [
  { plate: "А123ВС178", vin: "Z94K241CBKR123456", brand: "hyundai", model: "solaris", year: 2019, color: "Белый", steeringWheel: "Левый" },
  { plate: "М777ОР78", vin: "XW7BF4FK1LS145678", brand: "toyota", model: "camry", year: 2020, color: "Чёрный", steeringWheel: "Левый" },
  { plate: "Е001КХ35", vin: "XTAGFL110MY512345", brand: "lada", model: "vesta", year: 2021, color: "Серый", steeringWheel: "Левый" },
  { plate: "О555ТТ36", vin: "XWEPH81ABK0054321", brand: "kia", model: "rio", year: 2019, color: "Синий", steeringWheel: "Левый" },
  { plate: "К200МН116", vin: "XW8ZZZ61ZLG012345", brand: "volkswagen", model: "polo", year: 2020, color: "Серебристый", steeringWheel: "Левый" },
  { plate: "В404АУ51", vin: "JMBXTGF2WHZ001122", brand: "mitsubishi", model: "outlander", year: 2017, color: "Коричневый", steeringWheel: "Левый" },
  { plate: "Т321СР60", vin: "X7LHSRGANN8765432", brand: "renault", model: "duster", year: 2022, color: "Оранжевый", steeringWheel: "Левый" },
  { plate: "Н808ХА78", vin: "JTMHV05J6G4098765", brand: "toyota", model: "land-cruiser-prado", year: 2016, color: "Белый", steeringWheel: "Правый" },
];
