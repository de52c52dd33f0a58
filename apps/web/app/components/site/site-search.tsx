import { Form } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * The site search's form (a GET to /search, so it works without JavaScript), in the header and on the search page:
 * a hidden label, the box (`q`) and its button side by side; `small` in the header.
 */
export function SiteSearch(props: { id: string; className: string; small?: boolean; defaultValue?: string; minLength?: number }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/search" role="search" className={props.className}>
      <label htmlFor={props.id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={props.id}
        name="q"
        type="search"
        defaultValue={props.defaultValue}
        className={props.small ? 'form-control form-control-sm' : 'form-control'}
        placeholder={t('search.placeholder')}
        minLength={props.minLength}
        maxLength={100}
      />
      <button type="submit" className={props.small ? 'btn btn-sm btn-primary' : 'btn btn-primary'}>
        {t('search.submit')}
      </button>
    </Form>
  );
}
