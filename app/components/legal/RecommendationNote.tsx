import { PageLink } from "~/components/PageLink";
import { href } from "~/paths";

/**
 * What a block of recommended cars says of itself (149-ФЗ ст. 10.2-2; ADR 068): that it is a
 * recommendation, what it is based on, and where its rules are. Every recommendation on the
 * site shows one, right under its heading.
 */
export function RecommendationNote({ basis }: { basis: string }) {
  return (
    <p className="recommendation-note">
      {`Это рекомендация: подобрано с учётом ${basis}. `}
      <PageLink to={href("recommendations")}>Как работают рекомендации</PageLink>
    </p>
  );
}
