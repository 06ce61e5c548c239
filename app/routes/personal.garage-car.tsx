import { type ActionFunctionArgs, type AppLoadContext, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { LeadForm, useLeadForm } from "~/components/forms/use-lead-form";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import type { ChangeEvent } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import { FormMessages, HoneypotInputs, SelectField, SubmitButton, TextField } from "~/components/forms/fields";
import { PersonalLayout } from "~/components/personal/PersonalLayout";
import { garageCarFormSchema } from "~/forms/personal";
import { href } from "~/paths";
import { DealerApiBusinessError } from "~/dealer-client/index.server";
import { crumbOf } from "~/utils/breadcrumbs";
import type { RouteHandle } from "~/utils/route-handle";
import { replyFor } from "~/forms/reply";
import { personalPost } from "~/server/personal-post.server";
import { handlePost } from "~/server/post.server";
import { personalHeaders, requireSignedIn } from "~/services/personal.server";
import { formatPrice } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

/**
 * /personal/garage/add-car and /personal/garage/edit-car?id=…: a garage car described with
 * the trade-in lookups. Brand → model → generation are chosen with GET forms (each choice
 * reloads the lists below it; with JS without a page reload), then the modification, year,
 * mileage, plate and VIN are posted. A plate or VIN fills in what the registry knows.
 */
export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  pageMeta(matches, page?.car ? "Изменить автомобиль" : "Добавить автомобиль");

export const handle: RouteHandle<{ car: { id: number } | null }> = {
  breadcrumb: (page) => [
    crumbOf("personal_garage"),
    page.car
      ? { name: "Изменить автомобиль", to: href("personal_garage_edit", undefined, { id: page.car.id }) }
      : { name: "Добавить автомобиль", to: href("personal_garage_add") },
  ],
};

export const headers = pageHeaders;

const CODE = /^[a-z0-9-]{1,80}$/;
const param = (url: URL, name: string) => {
  const value = url.searchParams.get(name) ?? "";
  return CODE.test(value) ? value : "";
};

/**
 * The car being edited, or undefined on add-car; another user's id is the 404 page. Without an
 * id there is no car to name: the garage, where each car links its edit page.
 */
async function editedCar(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  if (url.pathname !== href("personal_garage_edit")) return undefined;
  const id = url.searchParams.get("id") ?? "";
  if (id === "") throw redirect(href("personal_garage"));
  if (!/^\d{1,12}$/.test(id)) throw data({ message: `Page Not Found: ${url.pathname}`, path: url.pathname }, { status: 404 });
  return context.page(context.api.send("personalGarageCar", { id: Number(id) }));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const car = await editedCar(request, context);
  const brands = await context.page(context.api.send("getTradeInBrandList"));

  // What the registry knows of a plate or VIN: brand, model and year to start from.
  const lookup = (url.searchParams.get("lookup") ?? "").trim().slice(0, 40);
  let found: { brand: string; model: string; year: number | null } | undefined;
  let lookupError: string | undefined;
  if (lookup) {
    try {
      const byCar = await context.api.send("getTradeInDataByCar", { number: lookup });
      found = { brand: byCar.mark, model: byCar.model, year: byCar.year };
    } catch (error) {
      if (!(error instanceof DealerApiBusinessError)) throw error;
      lookupError = error.errors[0]?.message || "Автомобиль не найден";
    }
  }

  let brand = param(url, "brand") || car?.brandCode || "";
  if (found) brand = brands.find((b) => b.name.toLowerCase() === found.brand.toLowerCase())?.code ?? brand;
  const models = brand ? await context.section("garage models", context.api.send("getTradeInModelList", { brand }), []) : [];
  let model = models.some((m) => m.modelCode === param(url, "model")) ? param(url, "model") : car && car.brandCode === brand ? car.modelCode : "";
  if (found?.model) model = models.find((m) => m.modelName.toLowerCase() === found.model.toLowerCase())?.modelCode ?? model;
  const generations = model ? await context.section("garage generations", context.api.send("getTradeInSubmodelList", { model }), []) : [];
  let generation = generations.some((g) => g.code === param(url, "generation")) ? param(url, "generation") : car && car.modelCode === model ? car.generationCode : "";
  if (found?.year) generation = generations.find((g) => found.year! >= g.yearFrom && found.year! <= (g.yearTo ?? 9999))?.code ?? generation;
  const modifications = generations.find((g) => g.code === generation)?.modificationList ?? [];

  return data(
    {
      car: car ?? null,
      lookup,
      lookupError,
      year: found?.year ? String(found.year) : car ? String(car.year) : "",
      plate: lookup && /^\D/.test(lookup) && found ? lookup : (car?.plate ?? ""),
      vin: lookup.length >= 12 && found ? lookup : (car?.vin ?? ""),
      brands: brands.map((b) => ({ value: b.code, label: b.name })),
      models: models.map((m) => ({ value: m.modelCode, label: m.modelName })),
      generations: generations.map((g) => ({ value: g.code, label: g.name })),
      modifications: modifications.map((m) => ({ value: m.modificationId, label: m.name })),
      chosen: { brand, model, generation },
    },
    { headers: personalHeaders },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireSignedIn(request, context);
  const car = await editedCar(request, context);
  return handlePost(
    args,
    personalPost({
      form: "garage-car",
      schema: garageCarFormSchema,
      success: () => {
        context.session.flash("notice", car ? "Изменения сохранены" : "Автомобиль добавлен в гараж");
        return href("personal_garage");
      },
      async run({ MODIFICATION, YEAR, MILEAGE, PLATE, VIN }) {
        const fields = { MODIFICATION, YEAR, MILEAGE, PLATE, VIN };
        if (car) await context.api.send("personalGarageUpdate", { id: car.id, ...fields });
        else await context.api.send("personalGarageAdd", fields);
      },
    }),
  );
}

export default function GarageCarPage() {
  const page = useLoaderData<typeof loader>();
  const { car, chosen } = page;
  const title = car ? "Изменить автомобиль" : "Добавить автомобиль";
  return (
    <PersonalLayout title={title}>
      <div className="personal-lookup">
        {car ? (
          <p>
            {car.brand} {car.model}, {car.year}
            {car.estimate ? `: оценка в трейд-ин сегодня ${formatPrice(car.estimate.buyout)}` : ""}
          </p>
        ) : null}
        <LookupByNumber lookup={page.lookup} error={page.lookupError} carId={car?.id} />
        <ModelChoice {...page} carId={car?.id} />
        {chosen.generation && page.modifications.length > 0 ? <CarDetails key={`${chosen.generation}-${page.lookup}`} /> : null}
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

type Options = Array<{ value: string; label: string }>;

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
function CarDetails() {
  const page = useLoaderData<typeof loader>();
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
