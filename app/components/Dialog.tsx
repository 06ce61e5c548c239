import { Link, useNavigate } from "@remix-run/react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CloseIcon } from "./icons";

/**
 * A dialog whose open state lives in the URL (`?dialog=…`), so it opens and closes without
 * JS too: the server renders it open, and closing is a link to `closeTo`. With JS it is a
 * real modal (<dialog>.showModal(): focus trap, Escape, backdrop) and Escape navigates to
 * `closeTo` as well.
 */
export function Dialog({ open, title, closeTo, children }: { open: boolean; title: string; closeTo: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !hydrated) return;
    if (open && !dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, hydrated]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      open={!hydrated && open ? true : undefined}
      onClose={() => {
        if (open) navigate(closeTo, { replace: true, preventScrollReset: true });
      }}
    >
      <div className="dialog__inner">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <Link to={closeTo} replace preventScrollReset className="icon-btn dialog__close" aria-label="Закрыть">
          <CloseIcon />
        </Link>
        {children}
      </div>
    </dialog>
  );
}
