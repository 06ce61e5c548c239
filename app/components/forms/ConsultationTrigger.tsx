import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { href } from "~/paths";

/**
 * A button-looking link that opens the consultation dialog (ConsultationModal catches the
 * click) and, without JS, leads to /consultation with the page to come back to.
 */
export function ConsultationTrigger({
  children = "Получить консультацию",
  className = "btn btn--primary",
}: {
  children?: ReactNode;
  className?: string;
}) {
  const location = useLocation();
  return (
    <a
      href={href("consultation", undefined, { back: location.pathname + location.search })}
      className={className}
      aria-haspopup="dialog"
    >
      {children}
    </a>
  );
}
