import { MaxIcon, TelegramIcon, WhatsAppIcon } from "~/components/icons";

export type Messengers = { sTelegram: string; sMax: string; sWhatsApp: string };

/**
 * Where a dealer centre answers in messengers: Telegram and MAX first, WhatsApp too. A car's
 * question goes with its name and link where the messenger takes a text (WhatsApp's `text`;
 * Telegram and MAX open a chat with a person or a bot without one). Each link says its
 * messenger in words; the icon is decoration.
 */
export function MessengerLinks({ centre, message, label }: { centre: Messengers; message?: string; label: string }) {
  const links = [
    centre.sTelegram ? { key: "telegram", name: "Telegram", href: `https://t.me/${encodeURIComponent(centre.sTelegram)}`, Icon: TelegramIcon } : null,
    centre.sMax ? { key: "max", name: "MAX", href: `https://max.ru/${encodeURIComponent(centre.sMax)}`, Icon: MaxIcon } : null,
    centre.sWhatsApp
      ? {
          key: "whatsapp",
          name: "WhatsApp",
          href: `https://wa.me/${centre.sWhatsApp.replace(/\D/g, "")}${message ? `?text=${encodeURIComponent(message)}` : ""}`,
          Icon: WhatsAppIcon,
        }
      : null,
  ].filter((link) => link !== null);
  if (!links.length) return null;
  return (
    <ul className="messengers" aria-label={label}>
      {links.map(({ key, name, href, Icon }) => (
        <li key={key}>
          <a className={`messengers__link messengers__link--${key}`} href={href} rel="noopener" target="_blank">
            <Icon size={20} />
            {name}
            <span className="visually-hidden"> (откроется в новой вкладке)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
