import { maskPhone } from "~/forms/input";

/** What the dealer API knows of a signed-in visitor, as the root data carries it. */
export type KnownContact = { name: string; phone: string; email: string };

/**
 * The first values of a lead form's contact fields for a signed-in visitor: the profile's
 * name, phone (masked as the field shows it) and e-mail, only those it has. A form takes
 * the ones it has fields for; what the visitor types or the server sends back wins.
 */
export function contactDefaults(contact: KnownContact | null | undefined): Record<string, string> {
  if (!contact) return {};
  const values: Record<string, string> = {};
  if (contact.name.trim()) values.NAME = contact.name.trim();
  if (contact.phone) values.PHONE = maskPhone(contact.phone);
  if (contact.email) values.EMAIL = contact.email;
  return values;
}
