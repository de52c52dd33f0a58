import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * The back office's one pager: Previous / 'Page n of m' / Next as small buttons (links: the page is in the URL);
 * nothing for a single page. Every back-office list uses it (the content types' screens name it 'Pages of the
 * list' and keep the scroll position).
 */
export function AdminPager({
  page,
  pages,
  href,
  label,
  preventScrollReset,
  className = '',
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  /** The navigation's name (common.pagination: 'Pages'). */
  label?: string;
  preventScrollReset?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label ?? t('common.pagination')} className={`d-flex flex-wrap gap-2 align-items-center ${className}`.trim()}>
      {page > 1 && (
        <Link className="btn btn-sm btn-outline-secondary" to={href(page - 1)} preventScrollReset={preventScrollReset}>
          {t('common.previous')}
        </Link>
      )}
      <span>{t('common.pageOf', { page, pages })}</span>
      {page < pages && (
        <Link className="btn btn-sm btn-outline-secondary" to={href(page + 1)} preventScrollReset={preventScrollReset}>
          {t('common.next')}
        </Link>
      )}
    </nav>
  );
}
