import { href } from "~/paths";
import { PageLink } from "../PageLink";

/** The brand mark and name, linking home. `onClick` lets the header close its mobile menu. */
export function Logo({ brand, onClick, inverted = false }: { brand: string; onClick?: () => void; inverted?: boolean }) {
  return (
    <PageLink to={href("index")} className={`logo${inverted ? " logo--inverted" : ""}`} onClick={onClick} aria-label={`${brand}, на главную`}>
      <LogoMark />
      <span className="logo__text">{brand}</span>
    </PageLink>
  );
}

/** The brand mark; its paint is layout.css's (`.logo__mark`), so the inverted logo can recolour it. */
export function LogoMark() {
  return (
    <svg className="logo__mark" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
      <rect width="36" height="36" rx="9" />
      <path d="M8 25V11l10 9 10-9v14" />
    </svg>
  );
}
