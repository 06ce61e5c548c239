import { Link, useLocation } from "@remix-run/react";

/**
 * What a list or section whose dealer API call failed shows instead of looking empty
 * (request context's `sectionData`): it says so, and offers to load this address again.
 */
export function SectionFailure({ what }: { what: string }) {
  const location = useLocation();
  return (
    <div className="section-failure" role="alert">
      <p>Не удалось загрузить {what}. Попробуйте обновить страницу.</p>
      <Link to={`${location.pathname}${location.search}`} className="btn btn--secondary btn--small" reloadDocument>
        Повторить
      </Link>
    </div>
  );
}
