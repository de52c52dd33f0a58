import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { policyTexts } from '../../i18n/pages/policy.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { requireAdmin } from '../../lib/admin-guard.ts';
import { adminTexts } from '../../lib/admin-texts.ts';
import { formatDate } from '../../lib/format.ts';
import { pageMeta } from '../../lib/site.ts';
import type { Route } from './+types/policies';
import { ResponsiveTable } from '../../components/table-head.tsx';

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return { pages: await args.context.portal.policyPages() };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.policies', undefined, adminTexts);

/** Admin › Policy pages: the pages, each with its title in both languages, its address and when it was last saved. */
export default function Policies({ loaderData }: Route.ComponentProps) {
  usePageTexts({ policy: policyTexts });
  const { t, i18n } = useTranslation();
  const hi = i18n.language === 'hi';
  return (
    <>
      <h1 className="h3">{t('policy.admin.heading')}</h1>
      <p>{t('policy.admin.intro')}</p>
      <ResponsiveTable
        className="table table-striped align-middle"
        columns={[
          t('policy.admin.page'),
          t('policy.admin.address'),
          t('policy.admin.updated'),
          <span className="visually-hidden">{t('policy.admin.edit')}</span>,
        ]}
      >
        {loaderData.pages.map((page) => {
          const title = hi ? page.titleHi || page.title : page.title;
          return (
            <tr key={page.slug}>
              <th scope="row">
                {title}
                <div className="small text-body-secondary" lang={hi ? 'en' : 'hi'}>
                  {hi ? page.title : page.titleHi}
                </div>
              </th>
              <td>
                <a href={`/${page.slug}`}>/{page.slug}</a>
              </td>
              <td>{page.isDefault ? t('policy.admin.defaultText') : formatDate(page.updatedAt, 'd MMMM yyyy', i18n.language)}</td>
              <td>
                <Link className="btn btn-sm btn-primary" to={`/admin/policies/${page.slug}`}>
                  {t('policy.admin.edit')}
                  <span className="visually-hidden">: {title}</span>
                </Link>
              </td>
            </tr>
          );
        })}
      </ResponsiveTable>
    </>
  );
}
