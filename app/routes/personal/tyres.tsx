import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageLink } from "~/components/PageLink";
import { PersonalLayout } from "~/components/personal/PersonalLayout";
import { contractPrice, contractState, contractTitle } from "~/components/service/tyre-texts";
import { href } from "~/paths";
import { personalList } from "~/services/personal-lists.server";
import { formatPhone } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import type { RouteHandle } from "~/utils/route-handle";

/**
 * /personal/tyres, «Шинный отель»: the user's storage contracts with their state (на хранении,
 * выдан) and the booked pickup; «Забрать колёса» opens the tyre booking with the contract, at
 * the centre where the wheels are kept (docs/product.md, "Tyre season").
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Шинный отель");

export const handle = { breadcrumb: "personal_tyres" } satisfies RouteHandle;

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  return personalList(context, context.api.send("personalTyreContracts"), (items) => ({ contracts: items }));
}

export default function PersonalTyres() {
  const { contracts } = useLoaderData<typeof loader>();
  return (
    <PersonalLayout title="Шинный отель">
      <section className="personal-section personal-section--first" aria-labelledby="tyres-title">
        <div className="personal-section__head">
          <h2 id="tyres-title">Колёса на хранении</h2>
          <PageLink to={href("service_tyres")}>Записаться на шиномонтаж</PageLink>
        </div>
        {contracts.length === 0 ? (
          <p>Договоров хранения нет. Оставить колёса на хранение можно при записи на шиномонтаж.</p>
        ) : (
          <ul className="personal-list">
            {contracts.map((contract) => {
              const state = contractState(contract);
              return (
                <li key={contract.id} className="card personal-item">
                  <div className="personal-item__main">
                    <h3 className="personal-item__title">
                      Договор № {contract.id}: {contractTitle(contract)}
                    </h3>
                    <p className="personal-item__text personal-item__price">{contractPrice(contract)}</p>
                    <p className="personal-item__text">
                      {contract.sName}, {contract.sAddressForView}, {formatPhone(contract.sPhone)}
                    </p>
                    {state.pickup ? <p className="personal-item__text">{state.pickup}</p> : null}
                  </div>
                  <div className="personal-item__facts">
                    <span className={`status status--${contract.status === "issued" ? "received" : "confirmed"}`}>{state.status}</span>
                    {contract.status === "stored" && !contract.pickup ? (
                      <PageLink to={`${href("service_tyres", undefined, { centre: contract.sCode, pickup: contract.id })}#booking`}>Забрать колёса</PageLink>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </PersonalLayout>
  );
}
