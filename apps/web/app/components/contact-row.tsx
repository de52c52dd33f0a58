/**
 * One row of a contact list (`<dl>`): its label, then the email address or telephone number as a mailto: or tel:
 * link (the number's spaces left out of the address); nothing when there is no value.
 */
export function ContactRow(props: {
  label: string;
  kind: 'mailto' | 'tel';
  value: string | null | undefined;
  dtClassName?: string;
  ddClassName?: string;
}) {
  const { value } = props;
  if (!value) return null;
  const href = props.kind === 'tel' ? `tel:${value.replace(/\s/g, '')}` : `mailto:${value}`;
  return (
    <>
      <dt className={props.dtClassName}>{props.label}</dt>
      <dd className={props.ddClassName}>
        <a href={href}>{value}</a>
      </dd>
    </>
  );
}
