import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { NA, type ResourceItem } from '@nagar/contract';
import { formatDate } from '../../lib/format.ts';
import { Picture } from './picture.tsx';
import { UrlDialog, useUrlWith } from './url-dialog.tsx';
import { textOf } from '@nagar/contract';
import { Text, useItemText, useOptionLabel, type ItemText } from '../../lib/item-text.tsx';
import { ResponsiveTable } from '../table-head.tsx';

/** A field's text, or N/A where it is empty. */
const Shown = ({ value }: { value: ItemText }) => (value.text ? <Text value={value} /> : <>{NA}</>);
const day = (v: unknown, lang: string) => formatDate(v, 'day', lang) || NA;
const present = (v: unknown) => v != null && textOf(v).trim() !== '';
/** A phone number a person can tap to call (spaces and dashes dropped from the link, not from the text). */
const phone = (v: unknown) => (present(v) ? <a href={`tel:${String(v).replace(/[^\d+]/g, '')}`}>{String(v)}</a> : NA);
const mail = (v: unknown) => (present(v) ? <a href={`mailto:${String(v).trim()}`}>{String(v)}</a> : NA);

/**
 * Spec §2 officials table (Name, Designation, From Date, To Date, Mobile No., Telephone No., Email-ID, Photo);
 * at 768 px or less a compact column with a 'View More' link to the Details dialog (?details=id).
 */
export function OfficialsTable({ items }: { items: ResourceItem[] }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const withParam = useUrlWith();
  const chosenId = Number(new URLSearchParams(location.search).get('details'));
  const chosen = items.find((i) => i.id === chosenId);
  const text = useItemText();
  const optionLabel = useOptionLabel('official');
  const designation = (v: unknown) => optionLabel('designation', v) || NA;
  if (items.length === 0) return <p>{t('officials.empty')}</p>;
  return (
    <>
      {chosen && (
        <UrlDialog param="details" title={t('officials.details')}>
          <dl>
            <dt>{t('officials.name')}</dt>
            <dd>
              <Shown value={text(chosen, 'name')} />
            </dd>
            <dt>{t('officials.designation')}</dt>
            <dd>{designation(chosen.designation)}</dd>
            <dt>{t('officials.postRemarks')}</dt>
            <dd>
              <Shown value={text(chosen, 'postRemarks')} />
            </dd>
            <dt>{t('officials.fromDate')}</dt>
            <dd>{day(chosen.fromDate, i18n.language)}</dd>
            <dt>{t('officials.toDate')}</dt>
            <dd>{day(chosen.toDate, i18n.language)}</dd>
            <dt>{t('officials.mobile')}</dt>
            <dd>{phone(chosen.mobileNumber)}</dd>
            <dt>{t('officials.telephone')}</dt>
            <dd>{phone(chosen.landLineNumber)}</dd>
            <dt>{t('officials.email')}</dt>
            <dd className="text-break">{mail(chosen.emailAddres)}</dd>
          </dl>
        </UrlDialog>
      )}
      <ResponsiveTable
        className="table table-bordered align-middle officials-table"
        headClassName="table-light"
        columns={[
          { label: t('officials.name'), className: 'officials-compact' },
          ...(['name', 'designation', 'fromDate', 'toDate', 'mobile', 'telephone', 'email', 'photo'] as const).map((k) => ({
            label: t(`officials.${k}`),
            className: 'officials-full',
          })),
        ]}
      >
        {items.map((o) => {
          const info = o.fileInfo?.photoPath;
          const local = text(o, 'name');
          const name = local.text || NA;
          return (
            <tr key={o.id}>
              <td className="officials-compact">
                <div className="d-flex gap-2 align-items-start">
                  {info && <Picture info={info} thumb alt={t('officials.photoOf', { name })} className="official-thumb" />}
                  <div>
                    <Text as="strong" value={local} />
                    <div className="small">
                      <Shown value={text(o, 'postRemarks')} />
                    </div>
                    <div className="small">{phone(o.mobileNumber)}</div>
                    <Link
                      to={withParam('details', o.id)}
                      preventScrollReset
                      data-opens={`details:${o.id}`}
                      aria-label={t('officials.viewMoreOf', { name })}
                    >
                      {t('officials.viewMore')}
                    </Link>
                  </div>
                </div>
              </td>
              <td className="officials-full">
                <Shown value={local} />
              </td>
              <td className="officials-full">{designation(o.designation)}</td>
              <td className="officials-full">{day(o.fromDate, i18n.language)}</td>
              <td className="officials-full">{day(o.toDate, i18n.language)}</td>
              <td className="officials-full">{phone(o.mobileNumber)}</td>
              <td className="officials-full">{phone(o.landLineNumber)}</td>
              <td className="officials-full text-break">{mail(o.emailAddres)}</td>
              <td className="officials-full">
                {info ? <Picture info={info} thumb alt={t('officials.photoOf', { name })} className="official-thumb" /> : NA}
              </td>
            </tr>
          );
        })}
      </ResponsiveTable>
    </>
  );
}
