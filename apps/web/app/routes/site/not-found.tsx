import { Link, data } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pageMeta } from '../../lib/site.ts';
import type { Route } from './+types/not-found';

export const loader = () => data(null, { status: 404 });

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'notFound.title', 'notFound.text');

/** The spec's link also signed the user out; here it only goes home (docs/spec-notes.md). */
export default function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="text-center py-5">
      <h1 className="h2">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className="btn btn-primary">
        {t('notFound.goHome')}
      </Link>
    </div>
  );
}
