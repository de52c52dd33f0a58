import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  PROPERTY_TAX_FILE_MAX_MB,
  PROPERTY_TAX_PAGE_SIZE,
  readErrorBody,
  type PropertyTaxImportItem,
  type PropertyTaxImportResult,
  type PropertyTaxLineError,
  type PropertyTaxRow,
} from '@nagar/contract';
import { RadioChoice } from '../../components/radio-choice.tsx';
import { AdminPager } from '../../components/admin/admin-pager.tsx';
import { AdminTable, CellLines, LineErrorsTable, type AdminColumn } from '../../components/admin/admin-table.tsx';
import { ListStates } from '../../components/admin/list-states.tsx';
import { FilterBar, FilterField } from '../../components/admin/filter-bar.tsx';
import { FormField } from '../../components/form-field.tsx';
import { propertyTax as texts } from '../../i18n/pages/property-tax.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { api, signInAgain } from '../../lib/admin-api.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate, formatDay, formatRupees } from '../../lib/format.ts';
import type { Route } from './+types/property-tax';
import { HeadedSection } from '../../components/headed-section.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'propertyTax.adminTitle', undefined, { propertyTax: texts });

/** The register's page for the URL's search and the latest imports, from the API in the browser. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number(params.get('page') ?? 1) || 1));
  const query = new URLSearchParams({ page: String(page), pageSize: String(PROPERTY_TAX_PAGE_SIZE) });
  if (q) query.set('q', q);
  try {
    const [register, history] = await Promise.all([
      api<PropertyTaxRow[]>(`/api/Admin/property-tax?${query}`, { signal: request.signal }),
      api<PropertyTaxImportItem[]>('/api/Admin/property-tax/imports?pageSize=10', { signal: request.signal }),
    ]);
    return {
      rows: register.data,
      total: Number(register.headers.get('x-total-count') ?? register.data.length),
      history: history.data,
      page,
      q,
      failed: false,
    };
  } catch (err) {
    if (!request.signal.aborted) console.error(err);
    return { rows: [] as PropertyTaxRow[], total: 0, history: [] as PropertyTaxImportItem[], page, q, failed: true };
  }
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

type Outcome = { result: PropertyTaxImportResult } | { message: string } | null;

/**
 * Sends the register file to the import API (a dry run for "Preview"): the answer, or the refusal with its bad lines
 * (400 carries the whole result), or the refusal's message (413, 415, ...).
 */
async function sendRegister(form: FormData, dryRun: boolean): Promise<Outcome> {
  form.set('dryRun', String(dryRun));
  const res = await fetch('/api/Admin/property-tax/import', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (res.status === 401) {
    await res.text().catch(() => '');
    signInAgain();
    return null;
  }
  const body = (await res.json().catch(() => null)) as (PropertyTaxImportResult & { result?: PropertyTaxImportResult }) | null;
  if (res.ok && body) return { result: body };
  if (body?.result) return { result: body.result };
  return { message: readErrorBody(body).message };
}

/** The bad lines, by number, each reason in the page's language. */
function BadLines({ result }: { result: PropertyTaxImportResult }) {
  const { t } = useTranslation();
  const reason = (e: PropertyTaxLineError) => t(`msg.${e.key}`, { ...e.params, defaultValue: e.message });
  return (
    <div className="alert alert-danger" role="alert">
      <p className="fw-semibold mb-1">{t('propertyTax.badLines', { count: result.errorCount })}</p>
      {result.errorCount > result.errors.length && (
        <p className="small mb-2">{t('propertyTax.moreBadLines', { shown: result.errors.length })}</p>
      )}
      <LineErrorsTable
        rows={result.errors.map((e) => ({ line: e.line, reason: reason(e) }))}
        lineHeader={t('propertyTax.line')}
        reasonHeader={t('propertyTax.reason')}
        label={t('propertyTax.badLinesLabel')}
        className="mb-0"
        testId="pt-bad-lines"
      />
    </div>
  );
}

/** Register rows as a table (the preview and the search). */
function RegisterTable({ rows, testId, label }: { rows: PropertyTaxRow[]; testId: string; label: string }) {
  const { t, i18n } = useTranslation();
  const columns: Array<AdminColumn<PropertyTaxRow>> = [
    { key: 'no', header: t('propertyTax.assessmentNo'), title: true, className: 'text-nowrap', cell: (r) => r.assessmentNo },
    {
      key: 'owner',
      header: t('propertyTax.owner'),
      className: 'text-break',
      cell: (r) => <CellLines main={r.ownerName} sub={r.address} fold={r.ward} />,
    },
    { key: 'ward', header: t('propertyTax.ward'), hide: 'md', cell: (r) => r.ward },
    {
      key: 'balance',
      header: t('propertyTax.balance'),
      className: 'text-end text-nowrap',
      headerProps: { className: 'text-end' },
      cell: (r) => formatRupees(r.balance, i18n.language),
    },
    {
      key: 'due',
      header: t('propertyTax.dueDate'),
      hide: 'lg',
      className: 'text-nowrap',
      cell: (r) => formatDay(r.dueDate, i18n.language),
    },
    {
      key: 'mobile',
      header: t('propertyTax.mobileOnRecord'),
      hide: 'lg',
      cell: (r) => (r.hasMobile ? t('propertyTax.yes') : t('propertyTax.no')),
    },
  ];
  return <AdminTable columns={columns} rows={rows} rowKey={(r) => r.assessmentNo} className="table-sm" testId={testId} label={label} />;
}

/** The imports, newest first. */
function HistoryTable({ history }: { history: PropertyTaxImportItem[] }) {
  const { t, i18n } = useTranslation();
  const columns: Array<AdminColumn<PropertyTaxImportItem>> = [
    {
      key: 'when',
      header: t('propertyTax.when'),
      className: 'text-nowrap',
      cell: (h) => <time dateTime={h.importedAt}>{formatDate(h.importedAt, 'dateTime', i18n.language)}</time>,
    },
    { key: 'who', header: t('propertyTax.who'), className: 'text-break', cell: (h) => h.importedBy ?? '–' },
    { key: 'file', header: t('propertyTax.fileName'), title: true, className: 'text-break', cell: (h) => h.fileName },
    { key: 'mode', header: t('propertyTax.mode'), cell: (h) => t(`propertyTax.modes.${h.mode}`) },
    {
      key: 'rows',
      header: t('propertyTax.rows'),
      className: 'text-end',
      headerProps: { className: 'text-end' },
      cell: (h) => h.rows.toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN'),
    },
  ];
  return (
    <AdminTable
      columns={columns}
      rows={history}
      rowKey={(h) => h.id}
      className="table-sm"
      testId="pt-history-table"
      label={t('propertyTax.historyHeading')}
    />
  );
}

/** Admin › Property tax: import the demand register (preview first), the imports, and a search of the register. */
export default function PropertyTaxAdmin({ loaderData }: Route.ComponentProps) {
  usePageTexts({ propertyTax: texts });
  const { t } = useTranslation();
  const { history } = loaderData;
  return (
    <>
      <h1 className="h3">{t('propertyTax.adminTitle')}</h1>
      <p className="text-body-secondary">{t('propertyTax.adminIntro')}</p>

      <ImportSection />

      <HeadedSection id="pt-history" className="mb-4" title={t('propertyTax.historyHeading')}>
        {history.length === 0 ? <p>{t('propertyTax.historyEmpty')}</p> : <HistoryTable history={history} />}
      </HeadedSection>

      <RegisterSection loaderData={loaderData} />
    </>
  );
}

/** The import of the demand register: a preview first (its bad lines, or its first rows), then the import. */
function ImportSection() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [fileError, setFileError] = useState<string | undefined>();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const dryRun = submitter?.value !== 'import';
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setFileError(t('propertyTax.chooseFile'));
      return;
    }
    setFileError(undefined);
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await sendRegister(form, dryRun);
      setOutcome(answer);
      if (answer && 'result' in answer && answer.result.imported) void revalidator.revalidate();
    } catch {
      setOutcome({ message: t('propertyTax.failed') });
    } finally {
      setBusy(false);
    }
  }

  const result = outcome && 'result' in outcome ? outcome.result : null;
  return (
    <HeadedSection id="pt-import" className="card card-body mb-4" title={t('propertyTax.importHeading')}>
      <p className="small">{t('propertyTax.columns')}</p>
      <form method="post" encType="multipart/form-data" onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <FormField
          id="pt-file"
          label={t('propertyTax.file')}
          hint={t('propertyTax.fileHint', { mb: PROPERTY_TAX_FILE_MAX_MB })}
          error={fileError}
          className="mb-3"
          required
        >
          {(props, cls) => <input {...props} type="file" name="file" accept=".csv,text/csv" className={cls('form-control')} required />}
        </FormField>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('propertyTax.mode')}</legend>
          {(['replace', 'merge'] as const).map((mode) => (
            <RadioChoice
              key={mode}
              idPrefix="pt-mode"
              name="mode"
              value={mode}
              defaultChecked={mode === 'replace'}
              label={t(mode === 'replace' ? 'propertyTax.modeReplace' : 'propertyTax.modeMerge')}
            />
          ))}
        </fieldset>
        <div className="d-flex gap-2 flex-wrap">
          <button type="submit" name="intent" value="preview" className="btn btn-outline-primary" disabled={busy}>
            {t('propertyTax.preview')}
          </button>
          <button type="submit" name="intent" value="import" className="btn btn-primary" disabled={busy}>
            {t('propertyTax.import')}
          </button>
        </div>
      </form>
      <div className="mt-3" aria-live="polite">
        {busy && <p role="status">{t('propertyTax.working')}</p>}
        {outcome && 'message' in outcome && (
          <p className="alert alert-danger" role="alert">
            {outcome.message}
          </p>
        )}
        {result && result.errorCount > 0 && <BadLines result={result} />}
        {result && result.errorCount === 0 && result.imported && (
          <p className="alert alert-success" role="status" data-testid="pt-imported">
            {t('propertyTax.imported', { count: result.rows, size: result.registerSize })}
          </p>
        )}
        {result && result.errorCount === 0 && !result.imported && (
          <>
            <p role="status" data-testid="pt-preview-ok">
              {t('propertyTax.previewOk', { count: result.rows })}
            </p>
            <RegisterTable rows={result.preview} testId="pt-preview" label={t('propertyTax.preview')} />
          </>
        )}
      </div>
    </HeadedSection>
  );
}

/** A search of the register, a page at a time. */
function RegisterSection({ loaderData }: { loaderData: Route.ComponentProps['loaderData'] }) {
  const { t } = useTranslation();
  const { rows, total, page, q, failed } = loaderData;
  const pages = Math.max(1, Math.ceil(total / PROPERTY_TAX_PAGE_SIZE));
  const pageLink = (p: number) => `?${q ? `q=${encodeURIComponent(q)}&` : ''}page=${p}`;
  return (
    <section aria-labelledby="pt-register">
      <h2 id="pt-register" className="h5">
        {t('propertyTax.registerHeading')}
      </h2>
      <FilterBar
        label={t('propertyTax.registerHeading')}
        active={q ? 1 : 0}
        applyText={t('propertyTax.searchSubmit')}
        resetText={t('propertyTax.showAll')}
        resetTo="/admin/propertytax"
        showReset={!!q}
        className="align-items-end"
      >
        <FilterField
          name="q"
          idPrefix="pt"
          label={t('propertyTax.search')}
          kind="search"
          inputProps={{ maxLength: 100, autoComplete: undefined }}
          className="col-12 col-md-6"
        />
      </FilterBar>
      <ListStates
        failed={failed && t('propertyTax.loadError')}
        count={rows.length}
        narrowed={!!q}
        empty={{ all: t('propertyTax.registerEmpty'), filtered: t('propertyTax.registerEmpty') }}
        total={t('propertyTax.registerTotal', { count: total })}
        pager={<AdminPager page={page} pages={pages} href={pageLink} />}
      >
        <RegisterTable rows={rows} testId="pt-register-table" label={t('propertyTax.registerHeading')} />
      </ListStates>
    </section>
  );
}
