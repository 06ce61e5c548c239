import type { VacancyCard } from "~/dealer-client/company-endpoints";

/** The terms a job seeker compares first: schedule, employment, experience. */
export function VacancyFacts({ vacancy }: { vacancy: VacancyCard }) {
  return (
    <dl className="vacancy-facts">
      <div>
        <dt>График</dt>
        <dd>{vacancy.schedule}</dd>
      </div>
      <div>
        <dt>Занятость</dt>
        <dd>{vacancy.employment.name}</dd>
      </div>
      <div>
        <dt>Опыт</dt>
        <dd>{vacancy.experience}</dd>
      </div>
    </dl>
  );
}

/** A link to the group's recruiting site: another site, so a new tab that gets no window.opener. */
export function RecruitingLink({ url, children, className }: { url: string; children: React.ReactNode; className?: string }) {
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (откроется в новой вкладке)</span>
    </a>
  );
}
