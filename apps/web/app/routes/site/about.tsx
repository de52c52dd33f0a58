import { useTranslation } from '../../i18n/use-translation.ts';
import { DESIGNATION_GROUPS } from '@nagar/contract';
import { pageMeta, useSite } from '../../lib/site.ts';
import { settle } from '../../lib/settle.ts';
import { AboutBlock } from '../../components/site/about-block.tsx';
import { OfficialCards } from '../../components/site/official-cards.tsx';
import type { Route } from './+types/about';

export async function loader(args: Route.LoaderArgs) {
  const { portal, log } = args.context;
  // Spec §7: the About page asks for the home designations without Vice Chairman, and without home=Yes.
  const [about, officials] = await Promise.all([
    settle(
      portal.list('about').then((p) => p.items),
      log,
    ),
    settle(portal.officials(DESIGNATION_GROUPS.about, false), log),
  ]);
  return { about, officials };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'about.title', 'about.description');

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { council, officeHours } = useSite();
  return (
    <>
      <h1 className="h2 mb-3">{t('about.welcome', { council })}</h1>
      <AboutBlock items={loaderData.about.value ?? []} error={loaderData.about.error} />
      {officeHours && (
        <p className="office-hours">
          <strong>{t('about.officeHours')}:</strong> {officeHours}
        </p>
      )}
      <OfficialCards items={loaderData.officials.value} error={loaderData.officials.error} />
    </>
  );
}
