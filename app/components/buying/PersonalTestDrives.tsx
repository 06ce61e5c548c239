import { Link } from "@remix-run/react";
import { ItemPost } from "~/components/personal/ItemPost";
import type { TestDrive } from "~/dealer-client/test-drive-endpoints";
import { formatPhone } from "~/utils/format";
import { formatServiceDate } from "~/utils/service-dates";

/**
 * The user's test drives in «Мои заказы»: a coming one can be cancelled (the car and the
 * centre's place are free again at once). The confirmation is a <details>, so it works
 * without JS.
 */
export function PersonalTestDrives({ drives, now }: { drives: TestDrive[]; now: number }) {
  return (
    <ul className="personal-list">
      {drives.map((drive) => {
        const coming = drive.status === "booked" && Date.parse(drive.startsAt) > now;
        const status = drive.status === "cancelled" ? ["cancelled", "Отменён"] : coming ? ["confirmed", "Запланирован"] : ["received", "Состоялся"];
        return (
          <li key={drive.id} className="card personal-item">
            <div className="personal-item__main">
              <h3 className="personal-item__title">
                Тест-драйв: {drive.car.url ? <Link to={drive.car.url}>{drive.car.name}</Link> : drive.car.name}
              </h3>
              <p className="personal-item__text">
                {formatServiceDate(drive.date)}, {drive.time}–{drive.endTime}
              </p>
              <p className="personal-item__text">
                {drive.sName}, {drive.sAddressForView}, {formatPhone(drive.sPhone)}
              </p>
            </div>
            <div className="personal-item__facts">
              <span className={`status status--${status[0]}`}>{status[1]}</span>
              {coming ? (
                <ItemPost
                  form="test-drive-cancel"
                  id={drive.id}
                  intent="cancel-test-drive"
                  label="Отменить тест-драйв"
                  question={`Отменить тест-драйв ${formatServiceDate(drive.date)} в ${drive.time}?`}
                  confirm="Да, отменить"
                />
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
