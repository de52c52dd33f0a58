import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { reportTexts } from '../../i18n/pages/reports.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { WardFiguresView } from '../../components/complaint-figures.tsx';
import { FiguresSummary } from '../../components/figures-summary.tsx';
import type { Route } from './+types/grievancestats';

/** The public record (issue 28): the last twelve months' complaints by ward, from the database's own counts. */
export async function loader(args: Route.LoaderArgs) {
  return { stats: await args.context.portal.grievanceStats() };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'reports.publicTitle', 'reports.publicDescription', reportTexts);

/** "How we are doing": how many complaints each ward had and how they were dealt with; no personal data. */
export default function GrievanceStats({ loaderData }: Route.ComponentProps) {
  usePageTexts(reportTexts);
  const { t, i18n } = useTranslation();
  const { stats } = loaderData;
  const day = (d: string) => formatDate(d, 'day', i18n.language);
  return (
    <>
      <h1 className="h2">{t('reports.publicTitle')}</h1>
      <p>{t('reports.publicIntro', { from: day(stats.from), to: day(stats.to) })}</p>
      {stats.total.filed === 0 ? (
        <p>{t('reports.none')}</p>
      ) : (
        <>
          <FiguresSummary figures={stats.total} />
          <WardFiguresView byWard={stats.byWard} />
        </>
      )}
      <p>
        <Link to="/viewgrievance">{t('reports.allComplaints')}</Link> · <Link to="/postgrievance">{t('reports.fileComplaint')}</Link>
      </p>
    </>
  );
}
