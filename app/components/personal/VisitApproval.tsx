import { useActionData, useFetcher } from "@remix-run/react";
import { FormMessages, HoneypotInputs, JsMarker } from "~/components/forms/fields";
import type { FoundLine } from "~/dealer-client/personal-endpoints";
import { type PostReply, refusalMessage, replyFor } from "~/forms/reply";
import { href } from "~/paths";
import { formatPrice } from "~/utils/format";
import { atResult } from "~/utils/result-anchor";

/*
 * The work found during a visit, for the owner to approve or decline (docs/product.md, «Мой
 * сервис»; ADR 073): a form per line and one for all of them, each a form of its own around
 * its buttons (the pressed one is the decision), a refusal under the lines. Without JS a post lands back at the visit
 * (the action's fragment, ADR 045); with it a fetcher posts, and the page's data, revalidated,
 * shows the decision and the total without a reload.
 */

/** The form's name: its reply's `form`, which the page's action tells apart from the cancel. */
export const DECIDE_FORM = "service-decide";

/** The element a post lands at: the visit's card. */
export const visitAnchor = (visitId: number) => `visit-${visitId}`;

const STATUS_TEXT: Record<FoundLine["status"], string> = { proposed: "Ждёт вашего решения", approved: "Согласовано", declined: "Отказ" };

type Choice = { decision: "approve" | "decline"; label: string; suffix?: string };

type DecisionFetcher = ReturnType<typeof useFetcher<PostReply>>;

export function VisitApproval({ visitId, lines, totalText }: { visitId: number; lines: FoundLine[]; totalText: string }) {
  const titleId = `${visitAnchor(visitId)}-found`;
  const open = lines.filter((l) => l.open);
  // One fetcher for the visit's forms: its refusal stays in view even when the answer's page
  // no longer has the form that was sent (the master went on: the line is closed).
  const fetcher = useFetcher<PostReply>({ key: `${DECIDE_FORM}-${visitId}` });
  // Without JS a refused post's page holds the reply: it belongs to the visit it names.
  const pageReply = replyFor(useActionData(), DECIDE_FORM);
  const reply = fetcher.data ?? (pageReply?.result.initialValue?.id === String(visitId) ? pageReply : undefined);
  const message = fetcher.state === "idle" ? refusalMessage(reply) : undefined;
  return (
    <section className="visit-approval" aria-labelledby={titleId}>
      <h4 className="visit-approval__title" id={titleId}>
        Найденные при осмотре работы
      </h4>
      <ul className="visit-approval__lines">
        {lines.map((line) => (
          <li key={line.id} className="visit-approval__line">
            <span className="visit-approval__name">
              {line.name}
              {line.urgent ? (
                <>
                  {" "}
                  <span className="status status--urgent">Срочно</span>
                </>
              ) : null}
            </span>
            <span className="visit-approval__price">{formatPrice(line.price)}</span>
            <span className={`visit-approval__status visit-approval__status--${line.status}`}>
              {line.status === "proposed" && !line.open ? "Без ответа" : STATUS_TEXT[line.status]}
            </span>
            {line.open ? <DecisionForm fetcher={fetcher} visitId={visitId} line={String(line.id)} choices={lineChoices(line)} /> : null}
          </li>
        ))}
      </ul>
      {open.length > 1 ? (
        <DecisionForm
          fetcher={fetcher}
          visitId={visitId}
          line="all"
          choices={[
            { decision: "approve", label: "Согласовать всё" },
            { decision: "decline", label: "Отказаться от всего" },
          ]}
        />
      ) : null}
      <FormMessages id={`${DECIDE_FORM}-${visitId}-errors`} errors={message ? [message] : undefined} />
      <p className="visit-approval__total">
        Итого с согласованными работами: <strong data-testid="visit-total">{totalText}</strong>
      </p>
    </section>
  );
}

/** A line may be approved or declined; once decided, while the visit still waits, the other way. */
function lineChoices(line: FoundLine): Choice[] {
  const all: Choice[] = [
    { decision: "approve", label: "Согласовать", suffix: `: ${line.name}` },
    { decision: "decline", label: "Отказаться", suffix: `: ${line.name}` },
  ];
  return all.filter((c) => line.status === "proposed" || (c.decision === "approve") !== (line.status === "approved"));
}

/** One decision form: the visit, the line (or "all"), a button per choice. */
function DecisionForm({ fetcher, visitId, line, choices }: { fetcher: DecisionFetcher; visitId: number; line: string; choices: Choice[] }) {
  return (
    <fetcher.Form method="post" action={atResult(href("personal_service"), visitAnchor(visitId))} className="visit-approval__form">
      <HoneypotInputs formId={`${DECIDE_FORM}-${visitId}-${line}`} />
      <JsMarker />
      <input type="hidden" name="intent" value="decide" />
      <input type="hidden" name="id" value={visitId} />
      <input type="hidden" name="line" value={line} />
      {choices.map((choice) => (
        <button
          key={choice.decision}
          type="submit"
          name="decision"
          value={choice.decision}
          className={choice.decision === "approve" ? "btn btn--primary btn--small" : "btn btn--ghost btn--small"}
          disabled={fetcher.state !== "idle"}
        >
          {choice.label}
          {choice.suffix ? <span className="visually-hidden">{choice.suffix}</span> : null}
        </button>
      ))}
    </fetcher.Form>
  );
}
