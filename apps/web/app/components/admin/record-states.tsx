import type { ReactNode } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError, api } from '../../lib/admin-api.ts';
import { apiWriteAction } from '../../lib/api-write.ts';
import { usePageTexts, type PageBundleSet } from '../../lib/page-texts.ts';
import type { GroupWith } from '../../i18n/keys.ts';

/** The top of a record's page: the link back to its list, then its heading. */
export function RecordHeading(props: { list: string; back: string; children: ReactNode }) {
  return (
    <>
      <p className="small">
        <Link to={props.list}>{props.back}</Link>
      </p>
      <h1 className="h3">{props.children}</h1>
    </>
  );
}

/** A record's page while the browser reads it (its HydrateFallback). */
export function RecordLoading() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

/**
 * A record's page that could not read it (its ErrorBoundary): no such record (404) is said plainly with the way
 * back to its list; anything else is the back office's error text. `ns` holds `notFound` and `back`.
 */
export function RecordError(props: { texts: PageBundleSet; ns: GroupWith<'notFound' | 'back'>; list: string }) {
  usePageTexts(props.texts);
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = (error instanceof ApiError && error.status === 404) || (isRouteErrorResponse(error) && error.status === 404);
  return (
    <>
      <p role="alert">{notFound ? t(`${props.ns}.notFound`) : t('msg.serverError')}</p>
      <Link to={props.list}>{t(`${props.ns}.back`)}</Link>
    </>
  );
}

/**
 * The route parts of a back-office record page (`/admin/<list>/:id`): its clientLoader reads `<path>/<id>` from the
 * API in the browser and gives it as `key`; its clientAction sends the page's writes on (useApiWrite); while the
 * browser reads, RecordLoading; a record that could not be read, RecordError (`texts`, `ns` and `list` as there).
 */
export function recordRoute<T, K extends string>(
  path: string,
  key: K,
  error: { texts: PageBundleSet; ns: GroupWith<'notFound' | 'back'>; list: string },
) {
  return {
    clientLoader: async ({ params, request }: { params: { id?: string }; request: Request }) => {
      const { data } = await api<T>(`${path}/${params.id}`, { signal: request.signal });
      return { [key]: data } as { [P in K]: T };
    },
    clientAction: (args: { request: Request }) => apiWriteAction(args),
    HydrateFallback: RecordLoading,
    ErrorBoundary: () => <RecordError {...error} />,
  };
}
