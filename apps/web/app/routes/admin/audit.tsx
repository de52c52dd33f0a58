import { Form, Link, useSearchParams, type LinksFunction } from 'react-router';
import { AdminPager } from '../../components/admin/admin-pager.tsx';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE_SIZE, checkAuditQuery, resources, type AuditItem, type AuditOptions } from '@nagar/contract';
import auditCss from '../../styles/audit.css?url';
import { audit } from '../../i18n/pages/audit.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { api } from '../../lib/admin-api.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate, formatSize } from '../../lib/format.ts';
import { FormField } from '../../components/form-field.tsx';
import { useStatusLabel } from '../../components/status-pie.tsx';
import type { Route } from './+types/audit';
import { inbox } from '../../i18n/pages/messages.ts';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: auditCss }];
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'audit.title', undefined, { audit });

const FILTERS = ['person', 'action', 'entity', 'entityId', 'from', 'to'] as const;
/** Longer texts (a description) are cut in the list; the record itself has them in full. */
const TEXT_SHOWN = 160;

type Translate = ReturnType<typeof useTranslation>['t'];

/** A complaint action's lines in the order staff read them (jsonb keeps no order of its own). */
const COMPLAINT_ORDER = [
  'complaintNo',
  'status',
  'remarks',
  'district',
  'ward',
  'grivance',
  'pub_Image_1',
  'pub_Image_2',
  'action_Image_1',
  'action_Image_2',
];

/** The changes in the record's own field order (a content type's form), unknown fields after them. */
function ordered(entity: string, changes: Record<string, unknown>): Array<[string, unknown]> {
  const order = resources.find((r) => r.name === entity)?.fields.map((f) => f.key) ?? (entity === 'complaint' ? COMPLAINT_ORDER : []);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(changes).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

const isFile = (v: unknown): v is { name: string; size: number } =>
  !!v && typeof v === 'object' && typeof (v as { name?: unknown }).name === 'string' && typeof (v as { size?: unknown }).size === 'number';

const isBilingual = (v: unknown): v is { en: string; hi: string } =>
  !!v &&
  typeof v === 'object' &&
  Object.keys(v).length === 2 &&
  typeof (v as { en?: unknown }).en === 'string' &&
  typeof (v as { hi?: unknown }).hi === 'string';

/** One value of a change as people read it: files by name and size, nothing as "(none)", long texts cut. */
function showValue(value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return t('audit.none');
  if (isFile(value)) return `${value.name} (${formatSize(value.size)})`;
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  // A text in both languages (site settings): "English / हिन्दी".
  if (isBilingual(value)) return showValue([value.en, value.hi].filter(Boolean).join(' / '), t);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > TEXT_SHOWN ? `${text.slice(0, TEXT_SHOWN)}…` : text;
}

/** A text of the catalogue if it has one, else the name as it is stored (a kind another part added later). */
function labelOf(t: Translate, keys: string[], fallback: string): string {
  for (const key of keys) {
    const text = t(key, { defaultValue: '' });
    if (text) return text;
  }
  return fallback;
}

/** A cell of the trail: its column's name travels with it, for the phone view's cards (audit.css). */
function Cell(props: { label: string; children: React.ReactNode }) {
  return (
    <td data-label={props.label}>
      <div>{props.children}</div>
    </td>
  );
}

/** The URL's filters (trimmed), page and the contract's verdict on them, as the API checks them. */
function auditQuery(params: URLSearchParams) {
  const query = new URLSearchParams();
  for (const f of FILTERS) if (params.get(f)?.trim()) query.set(f, params.get(f)!.trim());
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  return { query, queryText: query.toString(), page, errors: checkAuditQuery(Object.fromEntries(query)).errors };
}

/** The action and record-type lists of the filters: read once per visit. */
let optionsRead: Promise<AuditOptions> | null = null;
const auditOptions = () =>
  (optionsRead ??= api<AuditOptions>('/api/Admin/audit/options').then(
    ({ data }) => data,
    (err: unknown) => {
      optionsRead = null;
      throw err;
    },
  ));

/** The trail's page for the URL's filters, from the API in the browser; the router cancels a replaced read. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { queryText, page, errors } = auditQuery(new URL(request.url).searchParams);
  const optionsPromise = auditOptions().catch((err: unknown) => {
    console.error(err);
    return { actions: [], entities: [] };
  });
  if (Object.keys(errors).length > 0) return { items: [] as AuditItem[], total: 0, failed: false, options: await optionsPromise };
  const [list, options] = await Promise.all([
    api<AuditItem[]>(`/api/Admin/audit?${queryText}${queryText ? '&' : ''}page=${page}&pageSize=${AUDIT_PAGE_SIZE}`, {
      signal: request.signal,
    }).then(
      ({ data, headers }) => ({ items: data, total: Number(headers.get('x-total-count') ?? data.length), failed: false }),
      (err: unknown) => {
        if (!request.signal.aborted) console.error(err);
        return { items: [] as AuditItem[], total: 0, failed: true };
      },
    ),
    optionsPromise,
  ]);
  return { ...list, options };
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

/** Admin › Audit: the trail newest first, filtered (in the URL) and paged on the server. */
export default function Audit({ loaderData }: Route.ComponentProps) {
  usePageTexts({ audit, inbox });
  const { t, i18n } = useTranslation();
  const statusLabel = useStatusLabel();
  const [params] = useSearchParams();
  const { items, total, failed, options } = loaderData;
  // The filters are checked here by the contract's rules, as the API checks them, so their messages come in the page's language.
  const { query, queryText, page, errors } = auditQuery(params);
  const hasErrors = Object.keys(errors).length > 0;
  const errorText = (field: string) => (errors[field] ? t(`msg.${errors[field].key}`, errors[field].params ?? {}) : undefined);

  const actionLabel = (a: string) => labelOf(t, [`audit.actions.${a}`], a);
  const entityLabel = (e: string) => labelOf(t, [`audit.entities.${e}`, `res.${e}.entity`], e);
  const fieldLabel = (entity: string, field: string) => labelOf(t, [`res.${entity}.fields.${field}`, `audit.fields.${field}`], field);
  const roleLabel = (r: string) => labelOf(t, [`audit.roles.${r}`], r);
  const valueOf = (entity: string, field: string, v: unknown, className?: string) =>
    v === null || v === undefined || v === '' ? (
      <span className={`${className ?? ''} audit-none`}>{t('audit.none')}</span>
    ) : (
      <span className={className}>
        {typeof v !== 'string'
          ? showValue(v, t)
          : field === 'role'
            ? roleLabel(v)
            : field === 'status' && entity === 'complaint'
              ? statusLabel(v)
              : field === 'status' && entity === 'contact-message'
                ? labelOf(t, [`inbox.statuses.${v}`], v)
                : showValue(v, t)}
      </span>
    );

  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const pageLink = (p: number) => `?${queryText}${queryText ? '&' : ''}page=${p}`;
  const withCurrent = (list: string[], name: 'action' | 'entity') => {
    const current = query.get(name);
    return current && !list.includes(current) ? [...list, current] : list;
  };

  const field = (
    name: (typeof FILTERS)[number],
    control: (props: { id: string; name: string; defaultValue: string }, cls: (c: string) => string) => React.ReactNode,
    hint?: string,
  ) => (
    <FormField
      key={name}
      id={`a-${name}`}
      label={t(`audit.${name}`)}
      hint={hint}
      error={errorText(name)}
      className={`${name === 'from' || name === 'to' ? 'col-6' : 'col-12'} col-sm-6 col-lg-4 col-xl-2`}
      labelClassName="form-label small"
    >
      {(props, cls) => control({ ...props, name, defaultValue: params.get(name) ?? '' }, cls)}
    </FormField>
  );
  const select = (name: 'action' | 'entity', list: string[], show: (v: string) => string) =>
    field(name, (props, cls) => (
      <select {...props} className={cls('form-select form-select-sm')}>
        <option value="">{t('audit.all')}</option>
        {withCurrent(list, name).map((v) => (
          <option key={v} value={v}>
            {show(v)}
          </option>
        ))}
      </select>
    ));

  return (
    <>
      <h1 className="h3">{t('audit.title')}</h1>
      <p className="text-body-secondary">{t('audit.intro')}</p>
      <Form method="get" className="row g-2 align-items-start mb-3 audit-filters" aria-label={t('audit.filters')} key={queryText}>
        {field(
          'person',
          (props, cls) => (
            <input {...props} type="text" inputMode="email" autoComplete="off" className={cls('form-control form-control-sm')} />
          ),
          t('audit.personHint'),
        )}
        {select('action', options.actions, actionLabel)}
        {select('entity', options.entities, entityLabel)}
        {field('entityId', (props, cls) => (
          <input {...props} type="text" autoComplete="off" className={cls('form-control form-control-sm')} />
        ))}
        {field('from', (props, cls) => (
          <input {...props} type="date" min="1900-01-01" max="2100-12-31" className={cls('form-control form-control-sm')} />
        ))}
        {field('to', (props, cls) => (
          <input {...props} type="date" min="1900-01-01" max="2100-12-31" className={cls('form-control form-control-sm')} />
        ))}
        <div className="col-12 d-flex gap-2">
          <button type="submit" className="btn btn-sm btn-primary">
            {t('audit.apply')}
          </button>
          <Link to="/admin/audit" className="btn btn-sm btn-outline-secondary">
            {t('audit.reset')}
          </Link>
        </div>
      </Form>
      {hasErrors ? (
        <p className="text-danger" role="alert">
          {t('audit.fixFilters')}
        </p>
      ) : failed ? (
        <p className="text-danger" role="alert">
          {t('audit.loadError')}
        </p>
      ) : items.length === 0 ? (
        <p role="status">{queryText ? t('audit.empty') : t('audit.emptyAll')}</p>
      ) : (
        <>
          <p className="small" role="status">
            {t('audit.total', { count: total })}
          </p>
          <table className="table table-bordered align-top audit-table">
            <thead className="table-light">
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.record')}</th>
                <th scope="col">{t('audit.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((row) => {
                const changes = ordered(row.entity, row.changes ?? {});
                return (
                  <tr key={row.id}>
                    <Cell label={t('audit.when')}>
                      <time dateTime={row.at}>{formatDate(row.at, 'dateTimeSeconds', i18n.language)}</time>
                    </Cell>
                    <Cell label={t('audit.who')}>
                      <span className="audit-who">{row.actorEmail || t('audit.unknownPerson')}</span>
                      {row.actorRole && <span className="badge text-bg-secondary ms-1">{roleLabel(row.actorRole)}</span>}
                      {row.ip && <span className="d-block small text-body-secondary">{t('audit.from_ip', { ip: row.ip })}</span>}
                    </Cell>
                    <Cell label={t('audit.action')}>{actionLabel(row.action)}</Cell>
                    <Cell label={t('audit.record')}>
                      {row.entity ? entityLabel(row.entity) : t('audit.none')}
                      {row.entityId && <span className="text-nowrap"> #{row.entityId}</span>}
                    </Cell>
                    <Cell label={t('audit.changes')}>
                      {changes.length === 0 ? (
                        <span className="text-body-secondary">{t('audit.noChanges')}</span>
                      ) : (
                        <ul className="audit-changes">
                          {changes.map(([key, value]) => (
                            <li key={key}>
                              <span className="audit-field">{fieldLabel(row.entity, key)}:</span>{' '}
                              {Array.isArray(value) && value.length === 2 ? (
                                <>
                                  {valueOf(row.entity, key, value[0], 'audit-before')}
                                  <span aria-hidden="true"> → </span>
                                  <span className="visually-hidden"> {t('audit.becomes')} </span>
                                  {valueOf(row.entity, key, value[1], 'audit-after')}
                                </>
                              ) : (
                                valueOf(row.entity, key, value)
                              )}
                            </li>
                          ))}
                        </ul>
                      )}
                    </Cell>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <AdminPager page={page} pages={pages} href={pageLink} />
        </>
      )}
    </>
  );
}
