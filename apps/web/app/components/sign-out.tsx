import { Form } from 'react-router';

/**
 * The one way out of a session: a POST to /logout (never a link a crawler or a prefetch could follow), a button in
 * the place's own style. `reloadDocument`: the whole page is fetched anew (the back office's state goes with it).
 */
export function SignOut(props: { label: string; className?: string; buttonClassName?: string; reloadDocument?: boolean }) {
  return (
    <Form method="post" action="/logout" className={props.className} reloadDocument={props.reloadDocument}>
      <button type="submit" className={props.buttonClassName ?? 'btn btn-link px-0'}>
        {props.label}
      </button>
    </Form>
  );
}
