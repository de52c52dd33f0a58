import { Form, Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FIND_WARD_QUERY_MAX, clipUnits, type WardMatch, type WardPerson } from '@nagar/contract';
import type { Route } from './+types/find-my-ward';
import { findMyWard } from '../../i18n/pages/find-my-ward.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { pageMeta } from '../../lib/site.ts';
import { Text, useItemText, useOptionLabel } from '../../lib/item-text.tsx';
import { telHref } from '../../lib/tel.ts';
import { SearchField } from '../../components/form-field.tsx';

/** The lookup of the query in the address (?q=): a plain GET form, so the page works without JavaScript. */
export async function loader(args: Route.LoaderArgs) {
  const q = clipUnits((new URL(args.request.url).searchParams.get('q') ?? '').trim(), FIND_WARD_QUERY_MAX);
  return { q, lookup: q ? await args.context.portal.findMyWard(q) : null };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'findMyWard.title', 'findMyWard.description', { findMyWard });

/** A phone number as a link that calls it, with the person's name for a screen reader. */
function Phone({ number, name }: { number: string | null; name: string }) {
  const { t } = useTranslation();
  if (!number) return null;
  return (
    <a href={telHref(number)} aria-label={`${t('findMyWard.call', { name })}: ${number}`} className="text-nowrap">
      {number}
    </a>
  );
}

/** One person of the ward: photo, name, designation or post, and phone numbers. */
function Person({ person }: { person: WardPerson }) {
  const { t } = useTranslation();
  const text = useItemText();
  const optionLabel = useOptionLabel('official');
  const name = text(person, 'name');
  const remarks = text(person, 'postRemarks');
  return (
    <li className="d-flex gap-3 align-items-start mb-3 ward-person">
      {person.photo && <img src={person.photo} alt="" width={64} height={64} className="rounded ward-photo" loading="lazy" />}
      <div>
        <Text as="p" value={name} className="fw-semibold mb-0" />
        <Text as="p" value={remarks.text ? remarks : { text: optionLabel('designation', person.designation) }} className="small mb-1" />
        {person.mobileNumber && (
          <p className="mb-0">
            {t('findMyWard.mobile')}: <Phone number={person.mobileNumber} name={name.text} />
          </p>
        )}
        {person.landLineNumber && (
          <p className="mb-0">
            {t('findMyWard.landline')}: <Phone number={person.landLineNumber} name={name.text} />
          </p>
        )}
      </div>
    </li>
  );
}

function Ward({ ward, by }: { ward: WardMatch; by: string }) {
  const { t } = useTranslation();
  const text = useItemText();
  const id = `ward-${ward.id}`;
  return (
    <section aria-labelledby={id} className="card mb-4">
      <div className="card-body">
        <h2 id={id} className="h4 card-title">
          <Text value={text(ward, 'name')} />
        </h2>
        {ward.localities.length > 0 && (
          <>
            <h3 className="h6 mt-3">{by === 'ward' ? t('findMyWard.localities') : t('findMyWard.localitiesFound')}</h3>
            <ul className="list-inline mb-0">
              {ward.localities.map((l) => (
                <li key={l.name} className="list-inline-item me-3">
                  <Text value={text(l, 'name')} />
                  {l.pincode && <span className="small text-body-secondary ms-1">({t('findMyWard.pincode', { pincode: l.pincode })})</span>}
                </li>
              ))}
            </ul>
          </>
        )}
        <h3 className="h6 mt-3">{t('findMyWard.member')}</h3>
        {ward.members.length ? (
          <ul className="list-unstyled mb-0">
            {ward.members.map((p) => (
              <Person key={p.id} person={p} />
            ))}
          </ul>
        ) : (
          <p>{t('findMyWard.noMember')}</p>
        )}
        {ward.officers.length > 0 && (
          <>
            <h3 className="h6 mt-3">{t('findMyWard.officers')}</h3>
            <ul className="list-unstyled mb-0">
              {ward.officers.map((p) => (
                <Person key={p.id} person={p} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * Find my ward (issue 27): a locality, landmark, pincode or "ward 4" in, the ward with its Ward Parshad and officers
 * (phones as tel: links) and the council office's phone out. A GET form: the answer has its own address.
 */
export default function FindMyWard({ loaderData }: Route.ComponentProps) {
  usePageTexts({ findMyWard });
  const { t } = useTranslation();
  const { q, lookup } = loaderData;
  const wards = lookup?.wards ?? [];
  return (
    <>
      <h1 className="h2 mb-3">{t('findMyWard.title')}</h1>
      <p>{t('findMyWard.intro')}</p>
      <Form method="get" action="/findmyward" role="search" className="mb-4">
        <SearchField
          id="find-ward-q"
          label={t('findMyWard.label')}
          hint={t('findMyWard.hint')}
          submit={t('findMyWard.submit')}
          defaultValue={q}
          maxLength={FIND_WARD_QUERY_MAX}
        />
      </Form>
      {lookup && (
        <p role="status" className="fw-semibold">
          {wards.length ? t('findMyWard.found', { count: wards.length, q }) : t('findMyWard.none', { q })}
        </p>
      )}
      {wards.map((w) => (
        <Ward key={w.id} ward={w} by={lookup!.by} />
      ))}
      {lookup?.officePhone && (
        <p>
          {wards.length ? t('findMyWard.office') : t('findMyWard.askOffice')}
          {wards.length ? ': ' : ' '}
          <a href={telHref(lookup.officePhone)}>{lookup.officePhone}</a>
        </p>
      )}
      <p>
        <Link to="/wardparsad">{t('findMyWard.allMembers')}</Link>
      </p>
    </>
  );
}
