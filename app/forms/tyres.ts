import { z } from "zod/v4";
import { serviceSchema } from "./service";
import type { TyreService } from "./tyre-services";

/**
 * The tyre booking (docs/product.md, "Tyre season"; TyreServiceForm): the tyre bay's slot,
 * what to do (a change, a change leaving the removed set in storage, or a set brought only to
 * be stored), the set to store, the contract whose wheels to give back, the car and the
 * shared contact fields. The messages are the dealer API's own (docs/dealer-api.md, "Tyres").
 */
export const TYRE_MESSAGES = {
  service: "Выберите, что нужно сделать",
  sizes: "Укажите размер шин, например 205/55 R16",
  wheels: "Укажите число колёс от 1 до 8",
  rims: "Укажите, на дисках ли колёса",
  pickupChange: "Чтобы забрать колёса с хранения, выберите замену колёс",
} as const;

/** One size or two (front and rear), «205/55 R16» as a tyre's sidewall writes it. */
const SIZE = /^\d{3}\s*\/\s*\d{2}\s*Z?R\s*\d{2}([.,]5)?C?$/i;
const sizesValid = (value: string) => {
  const parts = value.split(/[,;]|\sи\s/).map((p) => p.trim()).filter(Boolean);
  return parts.length >= 1 && parts.length <= 2 && parts.every((p) => SIZE.test(p));
};

/** Whether the post stores a set: its size, count and rims are then required. */
const stores = (v: { SERVICE?: unknown }) => v.SERVICE === "change-store" || v.SERVICE === "store";
const always = () => true;

const { CENTER, DATE, TIME, BRAND, MODEL, YEAR, PLATE, NAME, PHONE, COMMENT, AGREE, URL } = serviceSchema.shape;

export const tyreSchema = z
  .object({
    CENTER,
    DATE,
    TIME,
    SERVICE: z.enum(["change", "change-store", "store"] satisfies TyreService[], { error: TYRE_MESSAGES.service }),
    SIZES: z
      .string()
      .optional()
      .transform((value) => (value ?? "").trim().replace(/\s+/g, " ")),
    WHEELS: z
      .string()
      .optional()
      .transform((value) => (value ?? "4").trim()),
    RIMS: z.enum(["1", "0"]).optional(),
    // «Забрать колёса»: the contract the page was opened for (a hidden field); the dealer API checks it is the booker's.
    PICKUP: z
      .unknown()
      .transform((value) => (typeof value === "string" && /^\d{1,12}$/.test(value.trim()) ? value.trim() : undefined)),
    BRAND,
    MODEL,
    YEAR,
    PLATE,
    NAME,
    PHONE,
    COMMENT,
    AGREE,
    URL,
  })
  // Each rule runs even when another field is wrong (`when`), so one post shows every message,
  // as the dealer API answers them; a value of a field that is itself wrong counts as absent.
  .refine((v) => !(v.PICKUP && v.SERVICE === "store"), { path: ["SERVICE"], message: TYRE_MESSAGES.pickupChange, when: always })
  .refine((v) => !stores(v) || sizesValid(v.SIZES ?? ""), { path: ["SIZES"], message: TYRE_MESSAGES.sizes, when: always })
  .refine((v) => !stores(v) || /^[1-8]$/.test(v.WHEELS ?? ""), { path: ["WHEELS"], message: TYRE_MESSAGES.wheels, when: always })
  .refine((v) => !stores(v) || v.RIMS === "1" || v.RIMS === "0", { path: ["RIMS"], message: TYRE_MESSAGES.rims, when: always });

export type TyreValues = z.output<typeof tyreSchema>;
