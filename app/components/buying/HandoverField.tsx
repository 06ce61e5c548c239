import type { HandoverChoice } from "~/view-models/delivery";

/**
 * «Где заберёте автомобиль» (ADR 075): the car's own centre, checked until the buyer chooses,
 * or the centre in their city it is brought to, with the days and the price. Plain radios, so
 * the choice posts with the form with or without JavaScript.
 */
export function HandoverField({ choice }: { choice: HandoverChoice }) {
  return (
    <fieldset className="field-choice handover-field">
      <legend>Где заберёте автомобиль</legend>
      {[choice.own, choice.brought].map((option, i) => (
        <label key={option.code}>
          <input type="radio" name="HANDOVER" value={option.code} defaultChecked={i === 0} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
