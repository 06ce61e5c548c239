import { Form, Link, useActionData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import type { ChangeEvent } from "react";
import { FormMessages, HoneypotInputs, SelectField, SubmitButton, TextField } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/use-lead-form";
import { PersonalLayout } from "~/components/personal/PersonalLayout";
import { replyFor } from "~/forms/reply";
import { href } from "~/paths";
import { formatPrice } from "~/utils/format";
import { useHydrated } from "~/utils/use-hydrated";
import type { GarageCarForm, GarageOption } from "~/view-models/garage-car";

/*
 * The garage car form of /personal/garage/add-car and /personal/garage/edit-car: brand → model →
 * generation chosen with GET forms (with JS without a page reload), then the modification, year,
 * mileage, plate and VIN posted. A plate or VIN fills in what the registry knows.
 */

/** The page's title: what the visitor is doing to the garage. */
export const garageCarTitle = (editing: boolean) => (editing ? "Изменить автомобиль" : "Добавить автомобиль");

export function GarageCarPage({ page }: { page: GarageCarForm }) {
  const { car, chosen } = page;
  return (
    <PersonalLayout title={garageCarTitle(car !== null)}>
      <div className="personal-lookup">
        {car ? (
          <p>
            {car.brand} {car.model}, {car.year}
            {car.estimate ? `: оценка в трейд-ин сегодня ${formatPrice(car.estimate.buyout)}` : ""}
          </p>
        ) : null}
        <LookupByNumber lookup={page.lookup} error={page.lookupError} carId={car?.id} />
        <ModelChoice {...page} carId={car?.id} />
        {chosen.generation && page.modifications.length > 0 ? <CarDetails key={`${chosen.generation}-${page.lookup}`} page={page} /> : null}
        <p>
          <Link to={href("personal_garage")}>Вернуться в гараж</Link>
        </p>
      </div>
    </PersonalLayout>
  );
}

/** «Заполнить по госномеру или VIN», as on the trade-in page. */
function LookupByNumber({ lookup, error, carId }: { lookup: string; error: string | undefined; carId: number | undefined }) {
  return (
    <Form method="get" className="lead-form personal-lookup__row" replace preventScrollReset>
      {carId ? <input type="hidden" name="id" value={carId} /> : null}
      <div className="lead-form__field" data-invalid={error ? true : undefined}>
        <label className="lead-form__label" htmlFor="garage-lookup">
          Госномер или VIN
        </label>
        <input
          id="garage-lookup"
          name="lookup"
          type="text"
          className="input"
          defaultValue={lookup}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "garage-lookup-error" : undefined}
        />
        {error ? (
          <p className="lead-form__error" id="garage-lookup-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--secondary">
        Заполнить
      </button>
    </Form>
  );
}

type Options = GarageOption[];

/** Brand → model → generation: each choice asks the server for the next list. */
function ModelChoice(props: { brands: Options; models: Options; generations: Options; chosen: { brand: string; model: string; generation: string }; carId: number | undefined }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { search } = useLocation();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const form = event.currentTarget.form!;
    // A new brand makes the model and generation below it meaningless.
    const names = ["brand", "model", "generation"];
    for (const name of names.slice(names.indexOf(event.currentTarget.name) + 1)) {
      const select = form.elements.namedItem(name) as HTMLSelectElement | null;
      if (select) select.value = "";
    }
    submit(form, { method: "get", replace: true, preventScrollReset: true });
  };
  const select = (name: "brand" | "model" | "generation", label: string, options: Options, empty: string) => (
    <div className="lead-form__field">
      <label className="lead-form__label" htmlFor={`garage-${name}`}>
        {label}
      </label>
      <select id={`garage-${name}`} name={name} className="input select" defaultValue={props.chosen[name]} onChange={onChange} key={`${name}-${search}`}>
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Form method="get" className="lead-form">
      {props.carId ? <input type="hidden" name="id" value={props.carId} /> : null}
      {select("brand", "Марка", props.brands, "Выберите марку")}
      {props.chosen.brand ? select("model", "Модель", props.models, "Выберите модель") : null}
      {props.chosen.model ? select("generation", "Поколение", props.generations, "Выберите поколение") : null}
      {/* With JS every choice goes at once; without it this button does. */}
      {hydrated ? null : (
        <button type="submit" className="btn btn--secondary">
          Выбрать
        </button>
      )}
    </Form>
  );
}

/** The modification, year, mileage, plate and VIN: what is saved. */
function CarDetails({ page }: { page: GarageCarForm }) {
  const reply = replyFor(useActionData(), "garage-car");
  const busy = useNavigation().state === "submitting";
  const { car } = page;
  const lead = useLeadForm({
    id: "garage-car",
    lastResult: reply?.result,
    defaultValue: {
      MODIFICATION: car && car.generationCode === page.chosen.generation ? car.modificationId : "",
      YEAR: page.year,
      MILEAGE: car ? String(car.mileage) : "",
      PLATE: page.plate,
      VIN: page.vin,
    },
    navigate: true,
    schema: () => import("~/forms/personal").then((m) => m.garageCarFormSchema),
  });
  const { form, fields } = lead;
  return (
    <LeadForm lead={lead} className="lead-form">
      <HoneypotInputs formId={form.id} />
      <input type="hidden" name="intent" value="save" />
      <SelectField field={fields.MODIFICATION} label="Модификация" options={page.modifications} placeholder="Не выбрана" />
      <TextField field={fields.YEAR} label="Год выпуска" inputMode="numeric" />
      <TextField field={fields.MILEAGE} label="Пробег, км" inputMode="numeric" />
      <TextField field={fields.PLATE} label="Госномер (необязательно)" />
      <TextField field={fields.VIN} label="VIN (необязательно)" />
      <FormMessages id={form.errorId} errors={form.errors} />
      <SubmitButton disabled={busy}>{car ? "Сохранить" : "Добавить в гараж"}</SubmitButton>
    </LeadForm>
  );
}
