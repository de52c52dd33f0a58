import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { citizenNoteTexts } from '../../i18n/pages/phone.ts';

/** Citizens need no account: the sign-in page says so and leads them to what they came for. */
export function CitizenNote() {
  usePageTexts(citizenNoteTexts);
  const { t } = useTranslation();
  return (
    <div className="alert alert-light border" data-testid="citizen-note">
      <p className="mb-2">{t('citizen_note.text')}</p>
      <p className="mb-0 d-flex flex-wrap gap-3">
        <Link to="/postgrievance">{t('citizen_note.file')}</Link>
        <Link to="/trackgrievance">{t('citizen_note.track')}</Link>
      </p>
    </div>
  );
}
