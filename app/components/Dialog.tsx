import { Link, useNavigate } from "@remix-run/react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { CloseIcon } from "./icons";

const FIRST_CONTROL = [
  ".dialog__body input:not([type=hidden]):not([tabindex='-1'])",
  ".dialog__body textarea",
  ".dialog__body select",
  ".dialog__body button",
  ".dialog__body a[href]",
].join(", ");

type DialogProps = {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Called whenever the dialog closes: Escape, the close button, or `open` turning false. */
  onClose?: () => void;
  /**
   * For a dialog whose open state lives in the URL (`?dialog=…`): the address without it.
   * The close button is then a link there, and Escape navigates there too.
   */
  closeTo?: string;
  className?: string;
  /** Where focus goes on close; by default the element that had it when the dialog opened. */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/**
 * The site's dialog, on the native `<dialog>`: `showModal()` keeps focus inside and makes
 * the rest of the page inert, Escape closes it, it is labelled by its title, and focus goes
 * back where it came from. Rendered open by the server (a URL that asks for it), it shows as
 * a plain box whose close button works without script: a link to `closeTo`, or else a
 * `method="dialog"` form, which the browser handles itself. A dialog closed on the server
 * is not in its HTML at all (only script could open it): it is rendered once hydrated.
 */
export function Dialog({ open, title, children, onClose, closeTo, className, returnFocusTo }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const opener = useRef<HTMLElement | null>(null);
  // The attribute only matters for the server's HTML (and hydrating it); afterwards
  // opening and closing are imperative, so React never touches it again.
  const [openedByServer] = useState(open);
  const rendered = useHydrated() || openedByServer;
  const latest = useRef({ open, onClose, closeTo, returnFocusTo, navigate });
  latest.current = { open, onClose, closeTo, returnFocusTo, navigate };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.matches(":modal")) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // Open from the server's HTML, but not modal: reopen it as a modal.
      if (dialog.open) dialog.close();
      dialog.showModal();
      // The first thing to fill in (or the main button), not the × in the corner.
      dialog.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    // Opened in the moment before the page's JavaScript parts are drawn (ADR 057): it opens
    // once it is rendered.
  }, [open, rendered]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      // The close of the reopening above: it is open again, as a modal.
      if (dialog.open) return;
      const { open, onClose, closeTo, returnFocusTo, navigate } = latest.current;
      const target = returnFocusTo?.() ?? opener.current;
      if (target && target.isConnected) target.focus();
      onClose?.();
      // Escape on a URL dialog: the URL follows.
      if (closeTo !== undefined && open) navigate(closeTo, { replace: true, preventScrollReset: true });
    };
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, [rendered]);

  if (!rendered) return null;
  return (
    <dialog ref={ref} className={`dialog ${className ?? ""}`.trim()} aria-labelledby={titleId} open={openedByServer || undefined}>
      <div className="dialog__head">
        <h2 className="dialog__title" id={titleId}>
          {title}
        </h2>
        {closeTo !== undefined ? (
          <Link to={closeTo} replace preventScrollReset className="icon-btn dialog__close">
            <CloseIcon />
            <span className="visually-hidden">Закрыть</span>
          </Link>
        ) : (
          <form method="dialog" className="dialog__close-form">
            <button type="submit" className="icon-btn dialog__close">
              <CloseIcon />
              <span className="visually-hidden">Закрыть</span>
            </button>
          </form>
        )}
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}

/** A success message in a dialog, with a button that closes it. */
export function SuccessDialog({
  open,
  onClose,
  title,
  text,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  text: string;
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} returnFocusTo={returnFocusTo}>
      <p className="dialog__text">{text}</p>
      <form method="dialog">
        <button type="submit" className="btn btn--primary">
          Хорошо
        </button>
      </form>
    </Dialog>
  );
}
