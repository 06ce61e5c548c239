import { type ReactNode, useEffect, useId, useRef, useState } from "react";

const FIRST_CONTROL = [
  ".lead-dialog__body input:not([type=hidden]):not([tabindex='-1'])",
  ".lead-dialog__body textarea",
  ".lead-dialog__body select",
  ".lead-dialog__body button",
].join(", ");

type DialogProps = {
  open: boolean;
  /** Called whenever the dialog closes: Escape, the close button, or `open` turning false. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  /** Where focus goes on close; by default the element that had it when the dialog opened. */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/**
 * An accessible dialog on the native `<dialog>`: `showModal()` keeps focus inside and makes
 * the rest of the page inert, Escape closes it, and it is labelled by its title. Rendered
 * open by the server (a success after a post without JS), it shows as a plain box whose
 * close button is a `method="dialog"` form, which the browser handles without script.
 */
export function Dialog({ open, onClose, title, children, className, returnFocusTo }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);
  // The attribute only matters for the server's HTML; afterwards open/close are imperative.
  const [openedByServer] = useState(open);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The first thing to fill in (or the main button), not the × in the corner.
      dialog.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      const target = returnFocusTo?.() ?? opener.current;
      if (target && target.isConnected) target.focus();
      onCloseRef.current();
    };
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, [returnFocusTo]);

  return (
    <dialog ref={ref} className={`lead-dialog ${className ?? ""}`.trim()} aria-labelledby={titleId} open={openedByServer || undefined}>
      <div className="lead-dialog__head">
        <h2 className="lead-dialog__title" id={titleId}>
          {title}
        </h2>
        <form method="dialog" className="lead-dialog__close-form">
          <button type="submit" className="lead-dialog__close" aria-label="Закрыть">
            ×
          </button>
        </form>
      </div>
      <div className="lead-dialog__body">{children}</div>
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
    <Dialog open={open} onClose={onClose} title={title} className="lead-dialog--success" returnFocusTo={returnFocusTo}>
      <p className="lead-dialog__text">{text}</p>
      <form method="dialog">
        <button type="submit" className="btn btn--primary">
          Хорошо
        </button>
      </form>
    </Dialog>
  );
}
