import { Dialog, SuccessDialog } from "~/components/Dialog";
import { ConsultationForm } from "./ConsultationForm";

/** Where the consultation stands: nothing open, the form, or its success. */
export type ConsultationState = "closed" | "form" | "success";

/** The dialog's texts, from common data or the defaults of docs/product.md §4.7. */
export type ConsultationTexts = {
  title: string;
  description: string;
  successTitle: string;
  successText: string;
  cityName: string | undefined;
};

type Props = {
  state: ConsultationState;
  texts: ConsultationTexts;
  /** The page the request is about: where the dialog was opened. */
  back: string;
  returnFocus: () => HTMLElement | null;
  onSuccess: () => void;
  onFormClose: () => void;
  onSuccessClose: () => void;
};

/** The consultation dialog and its success dialog: ConsultationModal loads them on the first click. */
export function ConsultationDialogs({ state, texts, back, returnFocus, onSuccess, onFormClose, onSuccessClose }: Props) {
  return (
    <>
      <Dialog open={state === "form"} onClose={onFormClose} title={texts.title} returnFocusTo={returnFocus}>
        <p className="dialog__text">{texts.description}</p>
        <ConsultationForm id="consultation-modal" back={back} cityName={texts.cityName} onSuccess={onSuccess} />
      </Dialog>
      <SuccessDialog
        open={state === "success"}
        onClose={onSuccessClose}
        title={texts.successTitle}
        text={texts.successText}
        returnFocusTo={returnFocus}
      />
    </>
  );
}
