import { z } from "zod/v4";
import { CONSENT_MESSAGES } from "./consents";
import { carIdField, consentField, emailField } from "./rules";

/*
 * The alerts' posts (docs/product.md, «Уведомления»): subscribing to a saved search or a car's
 * price, confirming and leaving by a link's token, and removing one in the personal area.
 */

const channelError = { error: "Выберите, как сообщать: e-mail или СМС" };
const kindError = { error: "Не указано, на что подписаться" };

/** What is watched: a car (its id), or the catalogue's filters as its query string and their title. */
const watched = z.discriminatedUnion(
  "KIND",
  [
    z.object({ KIND: z.literal("price"), CAR_ID: carIdField }),
    z.object({
      KIND: z.literal("search"),
      FILTERS: z.string().max(500).optional().transform((v) => v ?? ""),
      TITLE: z.string().max(120).optional().transform((v) => v ?? ""),
    }),
  ],
  kindError,
);

/** E-mail (confirmed by a link) or SMS to the signed-in user's phone (confirmed at sign-in). */
const channel = z.discriminatedUnion(
  "CHANNEL",
  [z.object({ CHANNEL: z.literal("email"), EMAIL: emailField }), z.object({ CHANNEL: z.literal("sms") })],
  channelError,
);

/** Notices are advertising by e-mail or SMS: the marketing consent is the subscription's basis (ADR 067). */
const consent = z.object({ AGREE_ADS: consentField(CONSENT_MESSAGES.marketing) });

export const subscribeSchema = z.intersection(z.intersection(watched, channel), consent);
export type SubscribeValues = z.output<typeof subscribeSchema>;

/**
 * Confirming or leaving by a link: the token comes in the address (`?token=`), so the form
 * itself may be empty; RFC 8058's one-click post sends `List-Unsubscribe=One-Click`.
 */
export const tokenPostSchema = z.object({
  token: z.string().max(100).optional(),
  "List-Unsubscribe": z.literal("One-Click").optional(),
});

export const subscriptionDeleteSchema = z.object({ id: carIdField });

