import type { ReactNode } from "react";
import { ArrowRightIcon } from "~/components/icons";
import { PageLink } from "~/components/PageLink";

/** A page section's frame: the heading (labelling the section) and an optional «all …» link. */
export function SectionShell({
  id,
  title,
  more,
  className,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; text: string };
  className?: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={`page-section container ${className ?? ""}`.trim()} aria-labelledby={titleId}>
      <div className="page-section__head">
        <h2 id={titleId} className="page-section__title">
          {title}
        </h2>
        {more ? (
          <PageLink to={more.to} className="page-section__more">
            {more.text}
            <ArrowRightIcon size={18} />
          </PageLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
