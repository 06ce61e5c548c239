/*
 * Apart from OperatorDetails: the footer, on every page, needs only this, and importing it from
 * the component put the document pages' operator block into every page's first load.
 */

/** The contact for personal-data requests: its own when the dealer API names one, else the company's. */
export function personalDataEmail(company: { email: string; personalDataEmail: string }): string {
  return company.personalDataEmail || company.email;
}
