import { Form, Link, data, useLocation } from 'react-router';
import { grievanceTexts } from '../../i18n/pages/grievance.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Pager } from '../../components/site/pager.tsx';
import { COMPLAINT_STATUSES } from '@nagar/contract';
import { pageMeta, useSite } from '../../lib/site.ts';
import { formatComplaintTime, formatDate } from '../../lib/format.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useStatusLabel } from '../../components/status-pie.tsx';
import { UrlDialog, useUrlWith } from '../../components/site/url-dialog.tsx';
import { ComplaintPhotos } from '../../components/site/complaint-photos.tsx';
import { ComplaintFieldRows } from '../../components/complaint-fields.tsx';
import { FormField, Options } from '../../components/form-field.tsx';
import { ChoiceOptions, Text, useComplaintChoices, useItemText } from '../../lib/item-text.tsx';
import type { Route } from './+types/viewgrievance';
import { ListTable } from '../../components/table-head.tsx';
import { SubmitCell } from '../../components/submit-cell.tsx';

const PAGE_SIZE = 20;

/** The spec's viewgrievance: every complaint with its status, paged and filtered on the server. */
export async function loader(args: Route.LoaderArgs) {
  const { portal } = args.context;
  const url = new URL(args.request.url);
  const status = url.searchParams.get('status') ?? '';
  const ward = url.searchParams.get('ward') ?? '';
  const pageText = url.searchParams.get('page') ?? '1';
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const [list, options] = await Promise.all([
    portal.publicComplaints({ status: status || undefined, ward: ward || undefined, page, pageSize: PAGE_SIZE }),
    portal.complaintOptions(),
  ]);
  const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZE));
  if (page > pages) throw data(null, { status: 404 });
  return { ...list, page, pages, status, ward, options };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'grievance_view.title', 'grievance_view.description', grievanceTexts);

export default function ViewGrievance({ loaderData }: Route.ComponentProps) {
  usePageTexts(grievanceTexts);
  const { t, i18n } = useTranslation();
  const statusLabel = useStatusLabel();
  const text = useItemText();
  const choices = useComplaintChoices();
  const { council } = useSite();
  const withParam = useUrlWith();
  const location = useLocation();
  const { items, page, pages, status, ward, options } = loaderData;
  const chosen = items.find((c) => c.id === Number(new URLSearchParams(location.search).get('complaint')));
  const pageLink = (p: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(p));
    params.delete('complaint');
    return `?${params.toString()}`;
  };
  const when = (v: string | null) => formatComplaintTime(v, i18n.language) || t('common.na');
  return (
    <>
      <h1 className="h2 mb-3">{t('grievance_view.title')}</h1>
      <p>
        <Link to="/grievancestats">{t('nav.grievanceStats')}</Link>
      </p>
      {chosen && (
        <UrlDialog param="complaint" title={t('grievance_view.details', { no: chosen.complaintNo })}>
          <dl>
            <dt>{t('grievance_view.complaintId')}</dt>
            <dd className="ref-no">{chosen.complaintNo}</dd>
            <ComplaintFieldRows complaint={chosen} who="public" />
            <dt>{t('grievance_view.status')}</dt>
            <dd>
              <StatusBadge status={chosen.status} />
            </dd>
            <dt>{t('grievance_view.entryDate')}</dt>
            <dd>{when(chosen.entry_Date)}</dd>
            <dt>{t('grievance_view.actionBy')}</dt>
            {/* The public answer names the council (never a person): named in the page's language. */}
            <dd>{chosen.action_By ? t('complaints.actors.council', { council }) : t('common.na')}</dd>
            <dt>{t('grievance_view.actionDate')}</dt>
            <dd>{when(chosen.action_Date)}</dd>
            <dt>{t('grievance_view.reminders')}</dt>
            <dd>
              {chosen.reminders.length
                ? chosen.reminders.map((r) => t('complaints.reminder', { date: formatDate(r.at, 'day', i18n.language) })).join('; ')
                : t('common.na')}
            </dd>
          </dl>
          {(
            [
              ['publicImages', [chosen.pub_Image_1, chosen.pub_Image_2]],
              ['actionImages', [chosen.action_Image_1, chosen.action_Image_2]],
            ] as const
          ).map(([heading, urls]) => (
            <ComplaintPhotos
              key={heading}
              heading={t(`grievance_view.${heading}`)}
              headingClassName="h6 mt-3"
              urls={[...urls]}
              alt={(n) => t('grievance_view.photo', { n, no: chosen.complaintNo })}
            />
          ))}
        </UrlDialog>
      )}
      <Form method="get" className="row g-2 align-items-end mb-3" aria-label={t('grievance_view.filter')}>
        <FormField id="v-status" label={t('grievance_view.status')} className="col-sm-4">
          {(control) => (
            <select {...control} name="status" defaultValue={status} className="form-select">
              <option value="">{t('grievance_view.all')}</option>
              <Options values={COMPLAINT_STATUSES} label={statusLabel} />
            </select>
          )}
        </FormField>
        <FormField id="v-ward" label={t('grievance_view.ward')} className="col-sm-4">
          {(control) => (
            <select {...control} name="ward" defaultValue={ward} className="form-select">
              <option value="">{t('grievance_view.all')}</option>
              <ChoiceOptions choices={choices(options, 'wards')} />
            </select>
          )}
        </FormField>
        <SubmitCell className="col-sm-4">{t('grievance_view.apply')}</SubmitCell>
      </Form>
      <ListTable
        count={items.length}
        empty={t('grievance_view.empty')}
        columns={[
          t('grievance_view.complaintId'),
          { label: t('grievance_view.district'), className: 'd-none d-lg-table-cell' },
          { label: t('grievance_view.ward'), className: 'd-none d-md-table-cell' },
          t('grievance_view.type'),
          t('grievance_view.status'),
        ]}
      >
        {items.map((c) => (
          <tr key={c.id}>
            {/* Phones keep the columns a person acts on: the number (it opens the details), type and status. */}
            <td className="ref-no">
              <Link
                to={withParam('complaint', c.id)}
                preventScrollReset
                data-opens={`complaint:${c.id}`}
                aria-label={t('grievance_view.viewMoreOf', { no: c.complaintNo })}
              >
                {c.complaintNo}
              </Link>
            </td>
            <Text as="td" className="d-none d-lg-table-cell" value={text(c, 'district')} />
            <Text as="td" className="d-none d-md-table-cell" value={text(c, 'ward')} />
            <Text as="td" value={text(c, 'grivance')} />
            <td>
              <StatusBadge status={c.status} />
            </td>
          </tr>
        ))}
      </ListTable>
      <Pager page={page} pages={pages} href={pageLink} />
    </>
  );
}

export function ErrorBoundary() {
  // The boundary replaces the page, so it loads the page's texts itself.
  usePageTexts(grievanceTexts);
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h2 mb-3">{t('grievance_view.title')}</h1>
      <p className="text-danger" role="alert">
        {t('grievance_view.error')}
      </p>
    </>
  );
}
