import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PAGE_SIZE_MAX } from '@nagar/contract';
import { ApiError, api } from '../../lib/admin-api.ts';
import { useApiWrite } from '../../lib/api-write.ts';
import { FormField } from '../form-field.tsx';
import type { ConfirmRequest, DialogMessage } from './message-dialog.tsx';
import { sortByLabel } from '../../lib/sort.ts';
import { HeadedSection } from '../headed-section.tsx';

interface Ward {
  id: number;
  name: string;
}

interface MergeAnswer {
  from: Ward;
  into: Ward;
  complaints: number;
  officers: number;
  /** Issue 27: its localities and the directory's members and officials (Find my ward). */
  localities: number;
  officials: number;
}

/**
 * The wards screen's "Merge a ward into another" (admin): two lists of the wards, then a confirmation that names
 * both; POST /api/Admin/ward/{id}/merge moves the complaints and officers and deletes the ward (audited).
 * `version` changes whenever the list may have changed, so the choices are read again.
 */
export function WardMerge(props: { version: unknown; onConfirm: (c: ConfirmRequest) => void; onMessage: (m: DialogMessage) => void }) {
  const { t } = useTranslation();
  const { write, busy } = useApiWrite();
  const [wards, setWards] = useState<Ward[]>([]);
  const [from, setFrom] = useState('');
  const [into, setInto] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    const controller = new AbortController();
    api<Ward[]>(`/api/Admin/ward?pageSize=${PAGE_SIZE_MAX}`, { signal: controller.signal }).then(
      ({ data }) =>
        setWards(
          sortByLabel(
            data.map((w) => ({ id: w.id, name: w.name })),
            (w) => w.name,
            'en',
          ),
        ),
      () => undefined,
    );
    return () => controller.abort();
  }, [props.version]);

  const nameOf = (id: string) => wards.find((w) => String(w.id) === id)?.name ?? '';
  const merge = async () => {
    try {
      const done = await write<MergeAnswer>('post', `/api/Admin/ward/${from}/merge`, { into: Number(into) });
      setFrom('');
      setInto('');
      setErrors({});
      props.onMessage({
        title: t('wardMerge.doneTitle'),
        message:
          t('wardMerge.done', { from: done.from.name, into: done.into.name, complaints: done.complaints, officers: done.officers }) +
          (done.localities || done.officials
            ? ` ${t('wardMerge.doneLocalities', { localities: done.localities, officials: done.officials })}`
            : ''),
        tone: 'success',
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      props.onMessage({ title: t('admin.dialogError'), message: t('wardMerge.failed'), tone: 'error' });
    }
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!from) missing.from = t('wardMerge.choose');
    if (!into || into === from) missing.into = t('msg.wardMergeTarget');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const names = { from: nameOf(from), into: nameOf(into) };
    props.onConfirm({
      title: t('wardMerge.confirmTitle', names),
      message: t('wardMerge.confirmText', names),
      confirm: t('wardMerge.confirm'),
      onConfirm: () => void merge(),
    });
  };

  return (
    <HeadedSection id="ward-merge-title" className="card mt-4" box="card-body" title={t('wardMerge.title')}>
      <p className="form-text mt-0">{t('wardMerge.intro')}</p>
      <form onSubmit={submit} noValidate className="admin-form d-flex flex-wrap gap-3 align-items-end">
        {(['from', 'into'] as const).map((key) => (
          <FormField key={key} id={`ward-merge-${key}`} label={t(`wardMerge.${key}`)} error={errors[key]} required>
            {(control, invalid) => (
              <select
                {...control}
                name={key}
                className={invalid('form-select')}
                value={key === 'from' ? from : into}
                onChange={(e) => (key === 'from' ? setFrom : setInto)(e.target.value)}
              >
                <option value="">{t('wardMerge.choose')}</option>
                {wards.map((w) => (
                  <option key={w.id} value={String(w.id)}>
                    {w.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ))}
        <div className="mb-3">
          <button type="submit" className="btn btn-outline-danger" disabled={busy}>
            {t('wardMerge.submit')}
          </button>
        </div>
      </form>
    </HeadedSection>
  );
}
