import type { LinksFunction } from 'react-router';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table.tsx';
import { FilterBar, FilterField } from '../../components/admin/filter-bar.tsx';
import { ListStates } from '../../components/admin/list-states.tsx';
import { useFilteredList } from '../../components/admin/use-filtered-list.tsx';
import { loadPage, noPage, readListQuery } from '../../lib/list-query.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AUDIT_PAGE_SIZE, checkAuditQuery, resources, type AuditItem, type AuditOptions } from '@nagar/contract';
import auditCss from '../../styles/audit.css?url';
import { audit } from '../../i18n/pages/audit.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { api } from '../../lib/admin-api.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate, formatSize } from '../../lib/format.ts';
import { useStatusLabel } from '../../components/status-pie.tsx';
import type { Route } from './+types/audit';
import { inbox } from '../../i18n/pages/messages.ts';
import { dataKey } from '../../i18n/keys.ts';

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
    const text = t(dataKey(key), { defaultValue: '' });
    if (text) return text;
  }
  return fallback;
}

const auditQuery = (params: URLSearchParams) => readListQuery(params, FILTERS, checkAuditQuery);

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
  const list = auditQuery(new URL(request.url).searchParams);
  const optionsPromise = auditOptions().catch((err: unknown) => {
    console.error(err);
    return { actions: [], entities: [] };
  });
  if (Object.keys(list.errors).length > 0) return { ...noPage<AuditItem>(), options: await optionsPromise };
  const [page, options] = await Promise.all([
    loadPage<AuditItem>('/api/Admin/audit', list, AUDIT_PAGE_SIZE, request.signal),
    optionsPromise,
  ]);
  return { ...page, options };
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
  const { options } = loaderData;
  // The filters are checked here by the contract's rules, as the API checks them, so their messages come in the page's language.
  const list = useFilteredList({
    texts: 'audit',
    filters: FILTERS,
    check: checkAuditQuery,
    idPrefix: 'a',
    path: '/admin/audit',
    pageSize: AUDIT_PAGE_SIZE,
    loaded: loaderData,
  });
  const { query } = list;

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

  const withCurrent = (list: string[], name: 'action' | 'entity') => {
    const current = query.get(name);
    return current && !list.includes(current) ? [...list, current] : list;
  };
  const filter = (name: (typeof FILTERS)[number]) => ({
    ...list.field(name),
    className: `${name === 'from' || name === 'to' ? 'col-6' : 'col-12'} col-sm-6 col-lg-4 col-xl-2`,
  });
  const select = (name: 'action' | 'entity', list: string[], show: (v: string) => string) => (
    <FilterField {...filter(name)} kind="select" all={t('audit.all')} options={withCurrent(list, name).map((v) => [v, show(v)])} />
  );
  const change = (row: AuditItem, key: string, value: unknown) => (
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
  );

  const columns: Array<AdminColumn<AuditItem>> = [
    {
      key: 'when',
      header: t('audit.when'),
      className: 'audit-when',
      cell: (row) => <time dateTime={row.at}>{formatDate(row.at, 'dateTimeSeconds', i18n.language)}</time>,
    },
    {
      key: 'who',
      header: t('audit.who'),
      cell: (row) => (
        <>
          <span className="audit-who">{row.actorEmail || t('audit.unknownPerson')}</span>
          {row.actorRole && <span className="badge text-bg-secondary ms-1">{roleLabel(row.actorRole)}</span>}
          {row.ip && <span className="d-block small text-body-secondary">{t('audit.from_ip', { ip: row.ip })}</span>}
        </>
      ),
    },
    { key: 'action', header: t('audit.action'), cell: (row) => actionLabel(row.action) },
    {
      key: 'record',
      header: t('audit.record'),
      // On a phone's card the record leads: what the entry is about.
      title: true,
      cell: (row) => (
        <>
          {row.entity ? entityLabel(row.entity) : t('audit.none')}
          {row.entityId && <span className="text-nowrap"> #{row.entityId}</span>}
        </>
      ),
    },
    {
      key: 'changes',
      header: t('audit.changes'),
      cell: (row) => {
        const changes = ordered(row.entity, row.changes ?? {});
        return changes.length === 0 ? (
          <span className="text-body-secondary">{t('audit.noChanges')}</span>
        ) : (
          <ul className="audit-changes">{changes.map(([key, value]) => change(row, key, value))}</ul>
        );
      },
    },
  ];

  return (
    <>
      <h1 className="h3">{t('audit.title')}</h1>
      <p className="text-body-secondary">{t('audit.intro')}</p>
      <FilterBar {...list.bar}>
        <FilterField {...filter('person')} hint={t('audit.personHint')} inputProps={{ inputMode: 'email' }} />
        {select('action', options.actions, actionLabel)}
        {select('entity', options.entities, entityLabel)}
        <FilterField {...filter('entityId')} />
        <FilterField {...filter('from')} kind="date" />
        <FilterField {...filter('to')} kind="date" />
      </FilterBar>
      <ListStates {...list.states}>
        <AdminTable
          columns={columns}
          rows={loaderData.items}
          rowKey={(row) => row.id}
          className="align-top audit-table"
          label={t('audit.title')}
        />
      </ListStates>
    </>
  );
}
