import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ResourceDef, ResourceName } from '@nagar/contract';

/** The spec's texts: 'Notice data not found (404).' or 'An error occurred while fetching the notice data.' */
export function PublicListError({ def }: { def: ResourceDef<ResourceName> }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <h1 className="h2 mb-3">{t(`res.${def.name}.publicTitle`)}</h1>
      <p className="text-danger" role="alert">
        {t(notFound ? `res.${def.name}.publicNotFound` : `res.${def.name}.publicError`)}
      </p>
    </>
  );
}
