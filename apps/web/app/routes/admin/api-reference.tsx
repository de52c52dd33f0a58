import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { apiReference as toReference, type ApiField, type ApiOperation, type ApiReference } from '@nagar/contract';
import { apiReference } from '../../i18n/pages/api-reference.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { pageMeta } from '../../lib/site.ts';
import { requireAdmin } from '../../lib/admin-guard.ts';
import { portalContext } from '../../lib/context.ts';
import { dataKey } from '../../i18n/keys.ts';
import { TableHead } from '../../components/table-head.tsx';

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'apiReference.title', undefined, { apiReference });

/** The reference from the server's own OpenAPI document (condensed on the server: only what the page shows). */
export async function loader(args: LoaderFunctionArgs) {
  await requireAdmin(args);
  return { reference: toReference(await portalContext(args).portal.apiDocument()) };
}

const anchor = (op: ApiOperation) => `op-${op.method}-${op.path}`.replace(/[^A-Za-z0-9-]+/g, '-');

function Fields(props: { fields: Array<ApiField & { in?: string }>; caption: string; withPlace?: boolean }) {
  const { t } = useTranslation();
  if (!props.fields.length) return <p className="small text-body-secondary">{t('apiReference.noFields')}</p>;
  return (
    // Scrolls sideways on a phone: a named region that the keyboard can reach and scroll.
    <div className="table-responsive" role="region" aria-label={props.caption} tabIndex={0}>
      <table className="table table-sm table-bordered align-middle small">
        <TableHead
          className="table-light"
          columns={[
            t('apiReference.name'),
            props.withPlace && t('apiReference.in'),
            t('apiReference.type'),
            t('apiReference.required'),
            t('apiReference.description'),
          ]}
        />
        <tbody>
          {props.fields.map((f) => (
            <tr key={`${f.in ?? ''}${f.name}`}>
              <td>
                <code>{f.name}</code>
              </td>
              {props.withPlace && <td>{t(dataKey(`apiReference.places.${f.in}`), { defaultValue: f.in })}</td>}
              <td>{f.type}</td>
              <td>{f.required ? t('apiReference.yes') : t('apiReference.no')}</td>
              <td>{f.description ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One operation: its method, path and summary always shown; parameters, bodies and responses on opening. */
function Operation({ op }: { op: ApiOperation }) {
  const { t } = useTranslation();
  const id = anchor(op);
  return (
    <article className="card mb-2" aria-labelledby={id}>
      <details>
        <summary className="card-header">
          <h3 className="h6 d-inline" id={id}>
            <span className="badge text-bg-dark me-2">{op.method}</span>
            <code className="text-body">{op.path}</code>
          </h3>{' '}
          <span className="small">{op.summary}</span>
        </summary>
        <div className="card-body">
          {op.parameters.length > 0 && (
            <>
              <h4 className="h6">{t('apiReference.parameters')}</h4>
              <Fields fields={op.parameters} caption={`${t('apiReference.parameters')}: ${op.method} ${op.path}`} withPlace />
            </>
          )}
          {op.bodies.map((body) => (
            <section key={body.contentType} aria-label={`${t('apiReference.body')}: ${body.contentType}`}>
              <h4 className="h6">
                {t('apiReference.body')} <code>{body.contentType}</code>
              </h4>
              <Fields fields={body.fields} caption={`${t('apiReference.body')} ${body.contentType}: ${op.method} ${op.path}`} />
            </section>
          ))}
          <h4 className="h6">{t('apiReference.responses')}</h4>
          <ul className="list-inline mb-0 small">
            {op.responses.map((r) => (
              <li key={r.status} className="list-inline-item">
                <code>{r.status}</code> {r.description}
              </li>
            ))}
          </ul>
        </div>
      </details>
    </article>
  );
}

export default function ApiReferencePage({ loaderData }: { loaderData: { reference: ApiReference } }) {
  usePageTexts({ apiReference });
  const { t } = useTranslation();
  const { reference } = loaderData;
  return (
    <div>
      <h1 className="h3">{t('apiReference.title')}</h1>
      <p>
        {t('apiReference.intro', { version: reference.openapi })} <a href="/api/openapi.json">/api/openapi.json</a>
      </p>
      {reference.groups.map((group) => (
        <section key={group.tag} aria-labelledby={`tag-${group.tag}`} className="mb-4">
          <h2 className="h5" id={`tag-${group.tag}`}>
            {t(dataKey(`apiReference.tags.${group.tag}`), { defaultValue: group.tag })}{' '}
            <span className="badge text-bg-secondary">{t('apiReference.operations', { count: group.operations.length })}</span>
          </h2>
          {group.operations.map((op) => (
            <Operation key={`${op.method} ${op.path}`} op={op} />
          ))}
        </section>
      ))}
    </div>
  );
}
