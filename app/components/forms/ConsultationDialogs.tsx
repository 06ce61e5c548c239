import { Dialog, SuccessDialog } from "~/components/Dialog";
import { ConsultationForm } from "./ConsultationForm";
import type { useConsultationTexts } from "./ConsultationModal";

type Props = {
  state: "closed" | "form" | "success";
  texts: ReturnType<typeof useConsultationTexts>;
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
