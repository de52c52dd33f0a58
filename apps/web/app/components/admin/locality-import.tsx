import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { LocalityImportResult } from '@nagar/contract';
import { ApiError, api } from '../../lib/admin-api.ts';
import { InputField } from '../form-field.tsx';
import { LineErrorsTable } from './admin-table.tsx';
import { HeadedSection } from '../headed-section.tsx';

type Outcome =
  { kind: 'done'; result: LocalityImportResult } | { kind: 'refused'; message: string; lines: Array<{ line: number; message: string }> };

/** A refusal's bad lines ('line 3': reason), in line order. */
const linesOf = (errors: Record<string, string> | undefined) =>
  Object.entries(errors ?? {})
    .map(([key, message]) => ({ line: Number(/\d+/.exec(key)?.[0] ?? 0), message }))
    .sort((a, b) => a.line - b.line);

/**
 * The localities screen's CSV import (POST /api/Admin/locality/import, the file as the body): "Check the file" runs
 * the same checks without writing (?dryRun=true), "Import" writes it; every wrong line is listed by number and reason.
 */
export function LocalityImport() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async (dryRun: boolean) => {
    if (!file) {
      setError(t('localityImport.chooseFile'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const { data } = await api<LocalityImportResult>(`/api/Admin/locality/import${dryRun ? '?dryRun=true' : ''}`, {
        method: 'POST',
        body: file,
        headers: { 'content-type': 'text/csv' },
      });
      setOutcome({ kind: 'done', result: data });
      if (!dryRun) void revalidator.revalidate();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      const message = err instanceof ApiError && err.message ? err.message : t('localityImport.failed');
      setOutcome({ kind: 'refused', message, lines: err instanceof ApiError ? linesOf(err.errors) : [] });
    } finally {
      setBusy(false);
    }
  };

  const result = outcome?.kind === 'done' ? outcome.result : null;
  const bad = outcome?.kind === 'refused' ? outcome.lines : (result?.errors ?? []);
  return (
    <HeadedSection id="locality-import-title" className="card mt-4" box="card-body" title={t('localityImport.title')}>
      <p className="form-text mt-0">{t('localityImport.intro')}</p>
      <form onSubmit={(e) => e.preventDefault()} noValidate className="admin-form d-flex flex-wrap gap-3 align-items-end">
        <InputField
          id="locality-import-file"
          label={t('localityImport.file')}
          error={error}
          required
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setOutcome(null);
          }}
        />
        <div className="mb-3 d-flex gap-2">
          <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={() => void send(true)}>
            {t('localityImport.check')}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void send(false)}>
            {t('localityImport.import')}
          </button>
        </div>
      </form>
      <div role="status" aria-live="polite">
        {result && (
          <p className={bad.length ? 'text-danger fw-semibold' : 'fw-semibold'}>
            {bad.length
              ? t('localityImport.checkedBad', { lines: result.lines, count: bad.length })
              : t(result.dryRun ? 'localityImport.checked' : 'localityImport.imported', result)}
          </p>
        )}
        {outcome?.kind === 'refused' && <p className="text-danger fw-semibold">{outcome.message}</p>}
      </div>
      {bad.length > 0 && (
        <LineErrorsTable
          rows={bad.map((b) => ({ line: b.line, reason: b.message }))}
          lineHeader={t('localityImport.line')}
          reasonHeader={t('localityImport.problem')}
          className="w-auto"
        />
      )}
    </HeadedSection>
  );
}
