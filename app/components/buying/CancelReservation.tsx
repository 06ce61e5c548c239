import { Form, Link, useNavigation, useSearchParams } from "@remix-run/react";
import { Dialog } from "~/components/Dialog";
import { HoneypotInputs } from "~/components/forms/fields";
import type { Reservation } from "~/dealer-client/reservation-endpoints";
import { href } from "~/paths";
import { formatPrice } from "~/utils/format";

/** The address that asks before a paid reservation is cancelled: `/reservation?dialog=cancel`. */
const ASK = "cancel";

/**
 * «Отменить бронирование» on the reservation's page. An unpaid one is cancelled at once (the
 * car is merely let go); a paid one is asked about once, since the buyer gives up a car held
 * for them: the button is a link to the question, which the server renders as a box of the
 * page without JavaScript and the site's dialog opens with it (its open state is the address).
 */
export function CancelReservation({ reservation }: { reservation: Reservation }) {
  const [params] = useSearchParams();
  const page = href("reservation");
  if (reservation.status !== "paid") return <CancelForm reservation={reservation} label="Отменить бронирование" />;
  return (
    <>
      <Link className="btn btn--ghost" to={href("reservation", undefined, { dialog: ASK })} preventScrollReset>
        Отменить бронь и вернуть предоплату
      </Link>
      <Dialog open={params.get("dialog") === ASK} title="Отменить бронь?" closeTo={page}>
        <p className="dialog__text">
          Автомобиль перестанет ждать вас, и его смогут купить другие. Предоплата {formatPrice(reservation.amount)} вернётся на карту.
        </p>
        <div className="service-summary__actions">
          <CancelForm reservation={reservation} label="Да, отменить бронь" primary />
          <Link className="btn btn--ghost" to={page} replace preventScrollReset>
            Не отменять
          </Link>
        </div>
      </Dialog>
    </>
  );
}

function CancelForm({ reservation, label, primary = false }: { reservation: Reservation; label: string; primary?: boolean }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" action={href("reservation")} className="reserve-cancel">
      <HoneypotInputs formId={`reservation-cancel-${reservation.id}`} />
      <input type="hidden" name="intent" value="cancel-reservation" />
      <input type="hidden" name="id" value={reservation.id} />
      <button type="submit" className={primary ? "btn btn--primary" : "btn btn--ghost"} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}
