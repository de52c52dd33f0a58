import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';

/** Previous / 'Page n of m' / Next as plain links (works without JavaScript); nothing for a single page. */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('common.pagination')}>
      <ul className="pagination flex-wrap">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          {page > 1 ? (
            <Link className="page-link" to={href(page - 1)} rel="prev">
              {t('common.previous')}
            </Link>
          ) : (
            <span className="page-link">{t('common.previous')}</span>
          )}
        </li>
        <li className="page-item active" aria-current="page">
          <span className="page-link">{t('common.pageOf', { page, pages })}</span>
        </li>
        <li className={`page-item${page >= pages ? ' disabled' : ''}`}>
          {page < pages ? (
            <Link className="page-link" to={href(page + 1)} rel="next">
              {t('common.next')}
            </Link>
          ) : (
            <span className="page-link">{t('common.next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
