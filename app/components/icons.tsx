import type { JSX, SVGProps } from "react";
// Never inlined as a data: URL (which <use> cannot reference): a fingerprinted file in
// /assets, cached for a year, fetched once for every icon on every page (ADR 029).
import sprite from "./icons.svg?no-inline";

/*
 * The site's one icon set: the symbols of one SVG sprite (icons.svg), each drawn by
 * `<svg class="icon"><use href="…#name"/></svg>` instead of its paths inline in every page.
 * Decorative, so hidden from assistive technology; the control that holds one carries the
 * accessible name. Each is an `Icon`: a size in pixels (24 by default) and any SVG
 * attribute. The stroke (currentColor, 1.8, round) is the `.icon` class's (components.css):
 * inherited into the sprite's shapes, so a pressed toggle can fill them
 * (`[aria-pressed="true"] > .icon { fill: currentColor }`).
 */
export type IconProps = SVGProps<SVGSVGElement> & {
  /**
   * Pixels; `null` where the context's CSS sizes and draws it (the `.icon` look included) and
   * the control holding it has a label: the icon of a repeated button (a card's toggles) is
   * then `<svg><use/></svg>` alone, since a button's content is never exposed beside its label.
   */
  size?: number | null;
};
export type Icon = (props: IconProps) => JSX.Element;

function spriteIcon(symbol: string, variant?: string): Icon {
  const base = variant ? `icon ${variant}` : "icon";
  const use = `${sprite}#${symbol}`;
  return function SpriteIcon({ size = 24, className, ...rest }: IconProps) {
    const sized =
      size === null ? { className } : { className: className ? `${base} ${className}` : base, width: size, height: size, "aria-hidden": true as const };
    return (
      <svg {...sized} {...rest}>
        <use href={use} />
      </svg>
    );
  };
}

export const HeartIcon = spriteIcon("heart");
export const CompareIcon = spriteIcon("compare", "icon--bars");
export const CartIcon = spriteIcon("cart");
export const UserIcon = spriteIcon("user");
export const PinIcon = spriteIcon("pin");
export const PhoneIcon = spriteIcon("phone");
export const ChevronDownIcon = spriteIcon("chevron-down");
export const ArrowRightIcon = spriteIcon("arrow-right");
export const ExternalIcon = spriteIcon("external");
export const MenuIcon = spriteIcon("menu");
export const CloseIcon = spriteIcon("close");
export const CheckIcon = spriteIcon("check");
export const CarIcon = spriteIcon("car");
export const WrenchIcon = spriteIcon("wrench");
export const ExchangeIcon = spriteIcon("exchange");
export const BuildingIcon = spriteIcon("building");
export const FilterIcon = spriteIcon("filter");
export const StarIcon = spriteIcon("star");
export const ClockIcon = spriteIcon("clock");
export const TelegramIcon = spriteIcon("telegram");
export const MaxIcon = spriteIcon("max");
export const WhatsAppIcon = spriteIcon("whatsapp");
