/*
 * Consents by purpose and the reservation's offer (docs/product.md, «Персональные данные и
 * согласия»; docs/decisions/067-consents-and-offer.md). Each form asks only for the documents
 * it needs, each with its own unticked box; the box posts the document and the version the
 * page named (`consent-banks@1`), which the dealer API stores with the request as its proof.
 * Plain module: components and schemas both read it.
 */

/** A document as the dealer API lists it (its current version). */
export type LegalDocumentRef = { code: string; version: number; kind: "consent" | "offer"; title: string; publishedOn: string };

export type ConsentPurpose = "processing" | "banks" | "insurer" | "marketing" | "offer";

/** The dealer API's document code of each purpose. */
export const CONSENT_DOCUMENTS: Record<ConsentPurpose, string> = {
  processing: "consent-processing",
  banks: "consent-banks",
  insurer: "consent-insurer",
  marketing: "consent-marketing",
  offer: "offer-reservation",
};

/** What the box says; the document's title, version and date follow as its link. */
export const CONSENT_LABELS: Record<ConsentPurpose, string> = {
  processing: "Я согласен на обработку персональных данных для ответа на заявку",
  banks: "Я согласен на передачу моих данных банкам-партнёрам для рассмотрения заявки на кредит",
  insurer: "Я согласен на передачу моих данных страховой организации для расчёта полиса",
  marketing: "Я согласен получать рекламу и новости по e-mail и СМС",
  offer: "Я принимаю условия оферты о бронировании и внесении предоплаты",
};

/** A document's name in the browser's title, where its full title does not fit. */
const SHORT_TITLES: Record<string, string> = {
  "consent-processing": "Согласие на обработку данных для ответа на заявку",
  "consent-banks": "Согласие на передачу данных банкам",
  "consent-insurer": "Согласие на передачу данных страховщику",
  "consent-marketing": "Согласие на рекламу и новости",
  "offer-reservation": "Оферта о бронировании автомобиля",
};

export function shortTitle(document: { code: string; title: string }): string {
  return SHORT_TITLES[document.code] ?? (document.title.length > 50 ? `${document.title.slice(0, 49)}…` : document.title);
}

/** The refusal beside a required box (the processing consent's box shows none, §5.2). */
export const CONSENT_MESSAGES = {
  banks: "Необходимо согласие на передачу данных банкам-партнёрам",
  marketing: "Необходимо согласие на получение рассылки",
  offer: "Чтобы внести предоплату, примите условия оферты о бронировании",
} as const;

/** The document of a purpose among the current ones, if the dealer API named it. */
export function documentOf(documents: LegalDocumentRef[], purpose: ConsentPurpose): LegalDocumentRef | undefined {
  return documents.find((doc) => doc.code === CONSENT_DOCUMENTS[purpose]);
}

/**
 * What the box posts: the document and the version shown, or a plain yes when the page could
 * not name one (the dealer API then records its current version).
 */
export function consentValue(document: LegalDocumentRef | undefined): string {
  return document ? `${document.code}@${document.version}` : "on";
}

/** A posted consent: `code@version`, as consentValue() writes it. */
export const VERSIONED_CONSENT = /^[a-z][a-z-]{0,62}@\d{1,6}$/;
