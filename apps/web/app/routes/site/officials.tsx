import { useTranslation } from '../../i18n/use-translation.ts';
import { DESIGNATION_GROUPS } from '@nagar/contract';
import { pageMeta } from '../../lib/site.ts';
import { OfficialsTable } from '../../components/site/officials-table.tsx';
import type { Route } from './+types/officials';

type Page = Exclude<keyof typeof DESIGNATION_GROUPS, 'home' | 'about'>;

/** The page is the path: /wardparsad, /executiveofficer, /chairman, /employeelist, /standingcommitee (spec §7 'All'). */
const pageOf = (request: Request) => new URL(request.url).pathname.slice(1) as Page;

export async function loader(args: Route.LoaderArgs) {
  const page = pageOf(args.request);
  const items = await args.context.portal.officials(DESIGNATION_GROUPS[page], false);
  return { page, items };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, `officials.${data?.page ?? 'employeelist'}`, 'officials.description');

export default function OfficialsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h2 mb-3">{t(`officials.${loaderData.page}`)}</h1>
      <OfficialsTable items={loaderData.items} />
    </>
  );
}
