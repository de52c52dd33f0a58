import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { archivePathOf, type ResourceDef } from '@nagar/contract';
import { usePageTexts } from '../../lib/page-texts.ts';
import { archiveTexts } from '../../i18n/pages/archive.ts';

/** A list page's link to its type's archive (types with validity only; nothing for the rest). */
export function ArchiveLink({ def }: { def: ResourceDef }) {
  usePageTexts(archiveTexts);
  const { t } = useTranslation();
  const path = archivePathOf(def);
  if (!path) return null;
  return (
    <p className="mt-3">
      <Link to={`/${path}`}>{t('archive.link')}</Link>
    </p>
  );
}
