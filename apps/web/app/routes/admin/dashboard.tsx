import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { can, mayOpenAdminPath, recordTitle, resourceByName, type ResourceName, type SetupItem } from '@nagar/contract';
import type { Route } from './+types/dashboard';
import { requireAdmin } from '../../lib/admin-guard.ts';
import { portalContext } from '../../lib/context.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { settingsTexts } from '../../i18n/pages/settings.ts';
import { clerkLists } from '../../i18n/pages/clerk-lists.ts';
import type { AdminData } from './layout.tsx';
import { pageMeta } from '../../lib/site.ts';
import { adminTexts } from '../../lib/admin-texts.ts';
import { adminNav } from '../../lib/admin-nav.ts';
import { formatDate } from '../../lib/format.ts';
import { StatusPie, useStatusLabel } from '../../components/status-pie.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { validityAdminTexts } from '../../i18n/pages/archive.ts';
import { licencesAdmin } from '../../i18n/pages/licences.ts';
import { licenceTrack } from '../../i18n/pages/licence-track.ts';
import { ResponsiveTable } from '../../components/table-head.tsx';

/** The dashboard's window for content about to expire (the server's GET /api/Admin/expiring default). */
const EXPIRING_DAYS = 14;

/** The content types whose newest records the dashboard lists (each the newest few, by when they were added). */
const NEWEST_CONTENT: ResourceName[] = ['notice', 'tender', 'latestNews', 'circular', 'officeOrder'];
const NEWEST = 5;

/**
 * The dashboard: complaint counts by status (each a link to the filtered queue), the overdue count, the newest
 * complaints and content, the screens the role may open, and a new install's first steps.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireAdmin(args);
  const { portal } = portalContext(args);
  const mayContent = can(user.role, 'content');
  const mayLicences = can(user.role, 'licences');
  const [checklist, summary, content, expiring, licences] = await Promise.all([
    can(user.role, 'settings') ? portal.setupChecklist() : Promise.resolve([] as SetupItem[]),
    portal.complaintSummary(user, NEWEST),
    Promise.all(
      (mayContent ? NEWEST_CONTENT : []).map(async (name) => {
        const def = resourceByName(name)!;
        const page = await portal.adminList(name, { page: 1, pageSize: 2, sort: { field: 'id', desc: true } });
        return page.items.map((item) => ({ resource: name, path: def.adminPath, id: item.id, title: recordTitle(def, item) }));
      }),
    ),
    mayContent ? portal.expiring() : Promise.resolve([]),
    mayLicences ? portal.licencesExpiring() : Promise.resolve(null),
  ]);
  return {
    checklist,
    counts: summary.counts,
    overdue: summary.overdue,
    // A role without the complaint queue sees the counts, not the complaints.
    complaints: can(user.role, 'complaints')
      ? summary.newest.map((c) => ({
          id: c.id,
          complaintNo: c.complaintNo,
          status: c.status,
          entry_Date: c.entry_Date,
          ward: c.ward,
          overdue: c.overdue,
        }))
      : null,
    content: mayContent
      ? content
          .flat()
          .sort((a, b) => b.id - a.id)
          .slice(0, NEWEST)
      : null,
    // Content whose "valid until" date falls within the next 14 days (it then moves to the archive).
    expiring: mayContent ? expiring.map((e) => ({ ...e, path: resourceByName(e.resource)!.adminPath })) : null,
    // Issue 27: trade licences whose validity ends within 30 days (to remind their holders to renew).
    licences,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.dashboardHeading', undefined, adminTexts);

type Data = Route.ComponentProps['loaderData'];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  usePageTexts({ ...settingsTexts, clerk: clerkLists });
  usePageTexts(validityAdminTexts);
  usePageTexts({ licencesAdmin, licenceTrack });
  const { t } = useTranslation();
  const data = useRouteLoaderData<AdminData>('routes/admin/layout');
  const role = data?.user.role;
  const queue = role ? can(role, 'complaints') : false;
  const { counts, overdue, complaints, content, expiring, licences } = loaderData;
  const screens = adminNav.filter((item) => item.path !== 'dashboard' && role && mayOpenAdminPath(role, `/admin/${item.path}`));

  return (
    <>
      <h1 className="h3">{t('admin.dashboardHeading')}</h1>
      <p>{t('admin.dashboardIntro', { name: data?.user.name ?? '' })}</p>
      <Checklist items={loaderData.checklist} />
      <div className="dashboard-grid mb-3">
        <StatusCounts counts={counts} overdue={overdue} queue={queue} />
        {complaints && <NewestCard of="complaints" items={complaints} item={(c) => <NewestComplaint key={c.id} c={c} />} />}
        {content && <NewestCard of="content" items={content} item={(c) => <NewestItem key={`${c.resource}-${c.id}`} c={c} />} />}
        {expiring && <ExpiringContent expiring={expiring} />}
        {licences && <ExpiringLicences licences={licences} />}
        <Card as="nav" id="screens-title" title={t('clerk.screens')}>
          <ul className="mb-0">
            {screens.map((item) => (
              <li key={item.path}>
                <Link to={`/admin/${item.path}`}>{t(`admin.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      {counts.length > 0 && (
        <Card id="chart-title" title={t('complaints.chartTitle')}>
          <StatusPie counts={counts} size={400} radius={150} title={t('complaints.chartTitle')} />
        </Card>
      )}
    </>
  );
}

/** One of the dashboard's cards: its heading (which names it) and what it holds. */
function Card(props: { as?: 'section' | 'nav'; id: string; title: string; testId?: string; children: React.ReactNode }) {
  const Tag = props.as ?? 'section';
  return (
    <Tag className="card" aria-labelledby={props.id} data-testid={props.testId}>
      <div className="card-body">
        <h2 className="h5" id={props.id}>
          {props.title}
        </h2>
        {props.children}
      </div>
    </Tag>
  );
}

/** Complaint counts by status (each a link to the filtered queue when the role has it), and the overdue count. */
function StatusCounts({ counts, overdue, queue }: { counts: Data['counts']; overdue: number; queue: boolean }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  return (
    <Card id="counts-title" title={t('clerk.complaintsHeading')}>
      {counts.length === 0 ? (
        <p>{t('complaints.none')}</p>
      ) : (
        <ul className="list-unstyled mb-2" data-testid="status-counts">
          {counts.map((c) => (
            <li key={c.status} className="d-flex gap-2 align-items-center mb-1">
              <StatusBadge status={c.status} />
              {queue ? (
                <Link to={`/admin/complaints?status=${encodeURIComponent(c.status)}`}>
                  {t('clerk.statusCount', { status: statusLabel(c.status), count: c.count })}
                </Link>
              ) : (
                <span>{t('clerk.statusCount', { status: statusLabel(c.status), count: c.count })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mb-0" data-testid="overdue-count">
        {overdue === 0 ? (
          t('clerk.overdueNone')
        ) : queue ? (
          <Link to="/admin/complaints?overdue=1" className="link-danger fw-semibold">
            {t('clerk.overdue', { count: overdue })}
          </Link>
        ) : (
          t('clerk.overdue', { count: overdue })
        )}
      </p>
    </Card>
  );
}

/** A card of a list: the list, or the line `none` when it is empty. */
function ListCard(props: { id: string; title: string; testId?: string; empty: boolean; none: string; children: ReactNode }) {
  return (
    <Card id={props.id} title={props.title} testId={props.testId}>
      {props.empty ? <p className="mb-0">{props.none}</p> : props.children}
    </Card>
  );
}

/** A small table of a card, under its column headings. */
function CardTable(props: { columns: string[]; children: ReactNode }) {
  return (
    <ResponsiveTable className="table table-sm align-middle mb-0" columns={props.columns}>
      {props.children}
    </ResponsiveTable>
  );
}

/** A card with the newest few complaints or content items, an `<li>` each from `item`, or a line saying there are none yet. */
function NewestCard<T>(props: { of: 'complaints' | 'content'; items: T[]; item: (entry: T) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <ListCard
      id={`newest-${props.of}-title`}
      title={t(props.of === 'complaints' ? 'clerk.newestComplaints' : 'clerk.newestContent')}
      empty={props.items.length === 0}
      none={t('clerk.noneYet')}
    >
      <ul className="list-unstyled mb-0">{props.items.map(props.item)}</ul>
    </ListCard>
  );
}

function NewestComplaint({ c }: { c: NonNullable<Data['complaints']>[number] }) {
  const { i18n } = useTranslation();
  return (
    <li className="d-flex flex-wrap gap-2 align-items-center mb-1">
      <Link to={`/admin/complaints/${c.id}`} className="ref-no">
        {c.complaintNo}
      </Link>
      <span className="small">{formatDate(c.entry_Date, 'day', i18n.language)}</span>
      <StatusBadge status={c.status} />
    </li>
  );
}

function NewestItem({ c }: { c: NonNullable<Data['content']>[number] }) {
  const { t } = useTranslation();
  return (
    <li className="mb-1">
      <span className="small text-body-secondary">{t(`admin.nav.${c.resource}`)}: </span>
      <Link to={`/admin/${c.path}?search=${encodeURIComponent(c.title)}`}>{c.title}</Link>
    </li>
  );
}

/** Content whose "valid until" date falls within the next 14 days. */
function ExpiringContent({ expiring }: { expiring: NonNullable<Data['expiring']> }) {
  const { t, i18n } = useTranslation();
  return (
    <ListCard
      id="expiring-title"
      title={t('validity.expiringHeading', { days: EXPIRING_DAYS })}
      testId="expiring"
      empty={expiring.length === 0}
      none={t('validity.expiringNone', { days: EXPIRING_DAYS })}
    >
      <p className="small">{t('validity.expiringIntro')}</p>
      <CardTable columns={[t('validity.type'), t('validity.title'), t('validity.validUntil')]}>
        {expiring.map((e) => (
          <tr key={`${e.resource}-${e.id}`}>
            <td className="small">{t(`admin.nav.${e.resource}`)}</td>
            <td>
              <Link
                to={`/admin/${e.path}?${new URLSearchParams({ search: e.title, edit: String(e.id) }).toString()}`}
                aria-label={t('validity.editItem', { title: e.title })}
              >
                {e.title}
              </Link>
            </td>
            <td className="text-nowrap">{formatDate(e.validUntil, 'day', i18n.language)}</td>
          </tr>
        ))}
      </CardTable>
    </ListCard>
  );
}

/** Trade licences whose validity ends within 30 days. */
function ExpiringLicences({ licences }: { licences: NonNullable<Data['licences']> }) {
  const { t, i18n } = useTranslation();
  return (
    <ListCard
      id="licences-expiring-title"
      title={t('licencesAdmin.expiringTitle')}
      testId="licences-expiring"
      empty={licences.length === 0}
      none={t('licencesAdmin.expiringNone')}
    >
      <CardTable columns={[t('licenceTrack.licenceNo'), t('licenceTrack.trade'), t('licencesAdmin.validTo')]}>
        {licences.map((l) => (
          <tr key={l.licenceNo}>
            <td className="text-nowrap">
              <Link to={`/verify/licence/${l.licenceNo}`}>{l.licenceNo}</Link>
            </td>
            <td className="text-break">{l.tradeName}</td>
            <td className="text-nowrap">{formatDate(l.validTo, 'day', i18n.language)}</td>
          </tr>
        ))}
      </CardTable>
    </ListCard>
  );
}

/** A new install's first steps, each done or not, with a link to the screen where it is done; gone once all are. */
function Checklist({ items }: { items: SetupItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0 || items.every((i) => i.done)) return null;
  return (
    <section className="card mb-3" aria-labelledby="setup-title" data-testid="setup-checklist">
      <div className="card-body">
        <h2 className="h5" id="setup-title">
          {t('setup.heading')}
        </h2>
        <p>{t('setup.intro')}</p>
        <ul className="list-unstyled mb-0 setup-list">
          {items.map((item) => (
            <li key={item.key} className="d-flex gap-2 align-items-baseline mb-1" data-done={item.done}>
              <span aria-hidden="true" className={item.done ? 'text-success' : 'text-body-secondary'}>
                {item.done ? '✔' : '○'}
              </span>
              <Link to={item.href}>{t(`setup.${item.key}`)}</Link>
              <span className={`badge ${item.done ? 'text-bg-success' : 'text-bg-light border'}`}>
                {t(item.done ? 'setup.done' : 'setup.notDone')}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
