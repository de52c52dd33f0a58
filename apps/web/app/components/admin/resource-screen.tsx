import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { recordTitle, type ResourceDef, type ResourceItem, type ResourceName } from '@nagar/contract';
import { ApiError } from '../../lib/admin-api.ts';
import { useApiWrite } from '../../lib/api-write.ts';
import { ConfirmDialog, MessageDialog, type ConfirmRequest, type DialogMessage } from './message-dialog.tsx';
import { ResourceForm } from './resource-form.tsx';
import { ResourceList, type ListPage } from './resource-list.tsx';
import { useResourceDraft } from './use-resource-draft.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { staffUsers } from '../../i18n/pages/staff-users.ts';
import { clerkLists } from '../../i18n/pages/clerk-lists.ts';
import { wardMerge } from '../../i18n/pages/ward-merge.ts';
import { WardMerge } from './ward-merge.tsx';
import { localityImport } from '../../i18n/pages/locality-import.ts';
import { LocalityImport } from './locality-import.tsx';
import type { ResourceTextKey } from '../../i18n/texts.ts';

/**
 * A content type's admin screen, from its definition: heading and Create New, the list (read by the route's
 * loader: search, filters, sort and page in the URL), the create/edit panel beside it with the kept draft, the
 * spec's dialogs, and a delete confirmation that names the record.
 */
export function ResourceScreen({ def, list }: { def: ResourceDef<ResourceName>; list: ListPage }) {
  usePageTexts({ staffUsers, clerk: clerkLists, wardMerge, localityImport });
  const { t } = useTranslation();
  const r = (key: ResourceTextKey, opts?: Record<string, unknown>) => t(`res.${def.name}.${key}`, opts);
  const { write } = useApiWrite();
  const draft = useResourceDraft(def, list.items);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const destroy = async (item: ResourceItem) => {
    try {
      await write('delete', `/api/Admin/${def.api}/${item.id}`);
      draft.forget(item.id);
      if (draft.editing?.id === item.id) draft.close();
      setDialog({ title: t('admin.dialogDeleted'), message: t('admin.deleted', { entity: r('entity') }), tone: 'success' });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      // A ward that complaints, officers or localities refer to is merged, not deleted (409).
      const inUse = err instanceof ApiError && err.status === 409 && def.name === 'ward';
      setDialog({
        title: t('admin.dialogError'),
        message: inUse ? t('wardMerge.inUse') : t('admin.deleteError', { noun: r('noun') }),
        tone: 'error',
      });
    }
  };

  const askDelete = (item: ResourceItem) => {
    const name = recordTitle(def, item);
    setConfirm({
      title: t('clerk.deleteTitle', { name }),
      message: `${t('admin.confirmDelete', { noun: r('confirmNoun') })} ${t('clerk.deleteText', { noun: r('noun'), name })}`,
      confirm: t('clerk.deleteConfirm'),
      onConfirm: () => void destroy(item),
    });
  };

  return (
    <div className="resource-screen">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{r('heading')}</h1>
        <button type="button" className="btn btn-success" onClick={draft.startNew}>
          {t('admin.createNew')}
        </button>
      </div>
      <ResourceList def={def} list={list} editingId={draft.editing?.id ?? null} onEdit={(item) => draft.start(item)} onDelete={askDelete} />
      <ResourceForm def={def} draft={draft} onMessage={setDialog} />
      {def.name === 'ward' && <WardMerge version={list} onConfirm={setConfirm} onMessage={setDialog} />}
      {def.name === 'locality' && <LocalityImport />}
      <ConfirmDialog value={confirm} onClose={() => setConfirm(null)} />
      <MessageDialog value={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
