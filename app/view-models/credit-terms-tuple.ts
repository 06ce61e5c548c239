import { type CreditTerms, forAnyBuyer } from "~/utils/credit";

/*
 * The credit programmes every page's root data carries for «от N ₽/мес» (ADR 040, ADR 066), as
 * tuples on the wire, as a list's cards are (docs/decisions/079-short-photo-addresses-and-card-tuples.md):
 * in Remix's inlined turbo-stream each field of an object costs a reference to its key beside
 * its value, and a programme was three objects of 16 fields. The components get `CreditTerms`
 * back, the same on the server and in the browser.
 *
 * Only programmes any buyer may use travel this way (`forAnyBuyer`): not a state programme, no
 * rules on who. Those two fields are therefore not sent, and come back as such.
 */
export type CreditTermsTuple = [
  code: string,
  name: string,
  bankName: string,
  bankLicense: string,
  rate: number,
  minDownPercent: number,
  termMin: number,
  termMax: number,
  carCondition: CreditTerms["carCondition"],
  priceMin: number | null,
  priceMax: number | null,
  pskMin: number,
  pskMax: number,
];

/** A programme any buyer may use, for the root data. */
export function toCreditTermsTuple(terms: CreditTerms): CreditTermsTuple {
  if (!forAnyBuyer(terms)) throw new Error(`${terms.code}: not a programme for any buyer`);
  const { code, name, bank, rate, minDownPercent, termMin, termMax, carCondition, priceMin, priceMax, psk } = terms;
  return [code, name, bank.name, bank.license, rate, minDownPercent, termMin, termMax, carCondition, priceMin, priceMax, psk.min, psk.max];
}

export function fromCreditTermsTuple(tuple: CreditTermsTuple): CreditTerms {
  const [code, name, bankName, bankLicense, rate, minDownPercent, termMin, termMax, carCondition, priceMin, priceMax, pskMin, pskMax] = tuple;
  return {
    code,
    name,
    bank: { name: bankName, license: bankLicense },
    rate,
    minDownPercent,
    termMin,
    termMax,
    carCondition,
    priceMin,
    priceMax,
    isState: false,
    eligibility: null,
    psk: { min: pskMin, max: pskMax },
  };
}
