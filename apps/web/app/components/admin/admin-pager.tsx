import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The back office's pager: Previous / 'Page n of m' / Next as small buttons (links: the page is in the URL); nothing
 * for a single page. The complaint queue, the audit trail and the outbox use it.
 */
export function AdminPager({
  page,
  pages,
  href,
  className = '',
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('common.pagination')} className={`d-flex gap-2 align-items-center ${className}`.trim()}>
      {page > 1 && (
        <Link className="btn btn-sm btn-outline-secondary" to={href(page - 1)}>
          {t('common.previous')}
        </Link>
      )}
      <span>{t('common.pageOf', { page, pages })}</span>
      {page < pages && (
        <Link className="btn btn-sm btn-outline-secondary" to={href(page + 1)}>
          {t('common.next')}
        </Link>
      )}
    </nav>
  );
}
