import type { JSX, SVGProps } from "react";

/*
 * The site's one icon set. Inline icons: decorative, so hidden from assistive technology;
 * the control that holds one carries the accessible name. Each is an `Icon`: a size in
 * pixels (24 by default) and any SVG attribute; stroked in currentColor, class `icon`
 * (a pressed toggle may fill it: `[aria-pressed="true"] .icon { fill: currentColor }`).
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };
export type Icon = (props: IconProps) => JSX.Element;

function Svg({ size = 24, className, children, ...rest }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const HeartIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.8 1.3-1.7 2.8-2.8 4.8-2.8 3.3 0 5.6 3.1 4.4 6.6-1.7 4.8-9.2 9.4-9.2 9.4z" />
  </Svg>
);

export const CompareIcon: Icon = ({ className, ...p }) => (
  <Svg className={className ? `icon--bars ${className}` : "icon--bars"} {...p}>
    <path d="M5 20V10M12 20V4M19 20v-7" />
  </Svg>
);

export const CartIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M3 4h2.2l2.2 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.1" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17.5" cy="20" r="1.3" />
  </Svg>
);

export const UserIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
  </Svg>
);

export const PinIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);

export const PhoneIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M5 3.5h3.5l1.8 4.5-2.3 1.5a11 11 0 0 0 6.5 6.5l1.5-2.3 4.5 1.8V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5.5a2 2 0 0 1 2-2z" />
  </Svg>
);

export const ChevronDownIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export const ArrowRightIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
);

export const ExternalIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
);

export const MenuIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);

export const CloseIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

export const CheckIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);

export const CarIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M3 16v-3.2l2-5.1A2 2 0 0 1 6.9 6.5h10.2a2 2 0 0 1 1.9 1.2l2 5.1V16a1 1 0 0 1-1 1h-1.5M6.5 17H4a1 1 0 0 1-1-1M9.5 17h5" />
    <circle cx="8" cy="17" r="1.8" />
    <circle cx="16" cy="17" r="1.8" />
    <path d="M4.5 12h15" />
  </Svg>
);

export const WrenchIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M14.5 6.5a4 4 0 0 0 5 5L21 13l-8 8-3-3 1.5-1.5a4 4 0 0 1-5-5L3 8l3-3 3.5 3.5a4 4 0 0 1 5-2z" />
  </Svg>
);

export const ExchangeIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M4 8h13l-3-3M20 16H7l3 3" />
  </Svg>
);

export const BuildingIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 10h4a1 1 0 0 1 1 1v10M3 21h18M8 8h3M8 12h3M8 16h3" />
  </Svg>
);

export const FilterIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Svg>
);
