import { useTranslation } from '../../i18n/use-translation.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { ErrorSummary } from './error-summary.tsx';
import { grievanceErrorTexts } from '../../i18n/pages/grievance.ts';

/** The grievance form's field ids are 'g-' + the field's name; the photos' message belongs to the first photo. */
const fieldId = (name: string) => (name === 'photos' ? 'g-Image1' : `g-${name}`);

/** The grievance form's refused fields, in the form's order, each linking to its field (ErrorSummary). */
export function GrievanceErrorSummary({
  tooLarge,
  message,
  fields,
  errors,
}: {
  tooLarge: boolean;
  /** The refusal's own message (a limit, a closed form): shown when no field is named. */
  message: string;
  fields: readonly string[];
  errors: Record<string, string>;
}) {
  usePageTexts(grievanceErrorTexts);
  const { t } = useTranslation();
  const order = [...fields.slice(0, 6), 'photos', ...fields.slice(6)];
  const items = [
    ...order.filter((f) => errors[f]).map((f) => ({ id: fieldId(f), message: errors[f]! })),
    ...Object.keys(errors)
      .filter((f) => f && !order.includes(f))
      .map((f) => ({ id: fieldId(f), message: errors[f]! })),
  ];
  return (
    <ErrorSummary
      title={tooLarge ? t('grievance_post.tooLarge') : items.length ? t('grievance_errors.title') : message}
      items={items}
      note={t('grievance_post.fixErrors')}
    />
  );
}
