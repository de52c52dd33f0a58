import { Fragment } from 'react';
import { Form, Link, data, useNavigation, type LinksFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isPortalError, type MessageRef, type PropertyTaxDues } from '@nagar/contract';
import servicesCss from '../../styles/services.css?url';
import { propertyTax as texts } from '../../i18n/pages/property-tax.ts';
import { services as serviceTexts } from '../../i18n/pages/services.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDay, formatRupees } from '../../lib/format.ts';
import { readForm } from '../../lib/form-action.ts';
import { InputField } from '../../components/form-field.tsx';
import { ServicePart, serviceItemMeta } from './service.tsx';
import type { Route } from './+types/property-tax';
import { HeadedSection } from '../../components/headed-section.tsx';
import { SubmitCell } from '../../components/submit-cell.tsx';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: servicesCss }];

type Result = {
  dues?: PropertyTaxDues;
  /** The refusal (not found, the digits, too many look-ups), by its key. */
  refusal?: MessageRef;
  /** The field it is about, when it is one. */
  field?: 'assessmentNo' | 'mobileLast4';
  /** The number typed, to put back in the form (the digits are never sent back). */
  assessmentNo?: string;
};

/** The page's service text (title, summary, where and when), when an editor has written it. */
export async function loader(args: Route.LoaderArgs) {
  const { items } = await args.context.portal.list('service');
  return { item: items.find((s) => s.slug === 'viewpropertytax') ?? null };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const bundles = { propertyTax: texts, services: serviceTexts };
  if (!d?.item) return [...pageMeta(matches, 'propertyTax.viewTitle', undefined, bundles), { name: 'robots', content: 'noindex' }];
  pageMeta(matches, 'services.title', undefined, bundles);
  return serviceItemMeta(matches, d.item);
};

/**
 * The look-up (works without JavaScript): the number and the optional four digits go in a POST, so the digits are
 * never in a URL nor a log line; the service the API uses answers, with its limits.
 */
export async function action(args: Route.ActionArgs) {
  const read = await readForm(args.request, ['assessmentNo', 'mobileLast4'] as const);
  if (!read) return data<Result>({ refusal: { key: 'bodyTooLarge' } }, { status: 413 });
  const assessmentNo = (read.values.assessmentNo ?? '').trim().slice(0, 60);
  if (!assessmentNo) return data<Result>({ refusal: { key: 'ptAssessmentNo' }, field: 'assessmentNo' }, { status: 400 });
  try {
    const dues = await args.context.portal.propertyTaxDues(assessmentNo, read.values.mobileLast4, args.context.ip);
    return { dues, assessmentNo } satisfies Result;
  } catch (err) {
    if (!isPortalError(err) || err.status >= 500) throw err;
    const [field, ref] = Object.entries(err.errorKeys ?? {})[0] ?? [];
    const refusal = ref ?? err.messageKey ?? { key: 'ptNotFound' };
    return data<Result>({ refusal, field: field === 'mobileLast4' ? 'mobileLast4' : 'assessmentNo', assessmentNo }, { status: err.status });
  }
}

/** The dues of one property as a card: the figures, then the owner (or why not). */
function DuesCard({ dues }: { dues: PropertyTaxDues }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (n: number) => formatRupees(n, lang);
  const wardName = lang === 'hi' && dues.wardHi ? dues.wardHi : dues.ward;
  const rows: Array<[string, string]> = [
    [t('propertyTax.ward'), wardName],
    [t('propertyTax.annualRentalValue'), money(dues.annualRentalValue)],
    [t('propertyTax.currentDemand'), money(dues.currentDemand)],
    [t('propertyTax.arrears'), money(dues.arrears)],
    [t('propertyTax.amountPaid'), money(dues.amountPaid)],
    [t('propertyTax.dueDate'), formatDay(dues.dueDate, lang)],
  ];
  return (
    <HeadedSection
      id="pt-result"
      className="card mb-4 border-primary"
      box="card-body"
      headingClass="h5 card-title"
      role="status"
      title={t('propertyTax.resultHeading', { assessmentNo: dues.assessmentNo })}
    >
      <dl className="row mb-2">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="col-sm-5">{label}</dt>
            <dd className="col-sm-7">{value}</dd>
          </Fragment>
        ))}
        <dt className="col-sm-5 fs-5">{dues.balance < 0 ? t('propertyTax.advance') : t('propertyTax.balance')}</dt>
        <dd className="col-sm-7 fs-5 fw-bold" data-testid="pt-balance">
          {money(Math.abs(dues.balance))}
        </dd>
      </dl>
      {dues.owner === 'shown' ? (
        <dl className="row mb-2">
          <dt className="col-sm-5">{t('propertyTax.owner')}</dt>
          <dd className="col-sm-7" data-testid="pt-owner">
            {dues.ownerName}
          </dd>
          <dt className="col-sm-5">{t('propertyTax.address')}</dt>
          <dd className="col-sm-7">{dues.address}</dd>
        </dl>
      ) : (
        <p className="small mb-2" data-testid="pt-owner-note">
          {t(
            dues.owner === 'mismatch'
              ? 'propertyTax.ownerMismatch'
              : dues.owner === 'none'
                ? 'propertyTax.ownerNone'
                : 'propertyTax.ownerHidden',
          )}
        </p>
      )}
      <Link to="/paypropertytax">{t('propertyTax.howToPay')}</Link>
    </HeadedSection>
  );
}

/** The look-up form and its answer. */
function Lookup({ result }: { result: Result | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const refusal = result?.refusal;
  const message = refusal ? t(`msg.${refusal.key}`, refusal.params ?? {}) : undefined;
  const fieldError = (name: Result['field']) => (result?.field === name && refusal?.key !== 'ptNotFound' ? message : undefined);
  /** One of the two boxes, with its label, hint and message. */
  const field = (name: 'assessmentNo' | 'mobileLast4', attributes: Partial<Parameters<typeof InputField>[0]>) => (
    <InputField
      id={`pt-${name}`}
      label={t(`propertyTax.${name}`)}
      hint={t(`propertyTax.${name}Hint`)}
      error={fieldError(name)}
      className="col-12 col-md-6"
      name={name}
      autoComplete="off"
      {...attributes}
    />
  );
  return (
    <HeadedSection id="pt-lookup" className="mb-4" headingClass="h4" title={t('propertyTax.lookupHeading')}>
      <p>{t('propertyTax.lookupIntro')}</p>
      <Form method="post" className="row g-3 mb-3">
        {field('assessmentNo', {
          required: true,
          nativeRequired: true,
          defaultValue: result?.assessmentNo ?? '',
          maxLength: 30,
          autoCapitalize: 'characters',
          spellCheck: false,
        })}
        {field('mobileLast4', { inputMode: 'numeric', pattern: '[0-9]{4}', maxLength: 4 })}
        <SubmitCell className="col-12" busy={busy}>
          {busy ? t('propertyTax.busy') : t('propertyTax.submit')}
        </SubmitCell>
      </Form>
      {message && !fieldError(result?.field) && (
        <div className="alert alert-warning" role="alert">
          <p className="mb-1">{message}</p>
          {refusal?.key === 'ptNotFound' && <p className="mb-0 small">{t('propertyTax.notFoundHelp')}</p>}
        </div>
      )}
      {result?.dues && <DuesCard dues={result.dues} />}
    </HeadedSection>
  );
}

/** View Property Tax: the look-up, inside the service page an editor wrote (or on its own when there is none). */
export default function ViewPropertyTax({ loaderData, actionData }: Route.ComponentProps) {
  usePageTexts({ propertyTax: texts, services: serviceTexts });
  const { t } = useTranslation();
  return <ServicePart item={loaderData.item} title={t('propertyTax.viewTitle')} part={() => <Lookup result={actionData} />} />;
}

/** A React app in the browser: its forms check what is typed before sending (root.tsx `hydrates`). */
export const handle = { hydrate: true };
