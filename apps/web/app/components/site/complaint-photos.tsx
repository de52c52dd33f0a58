/** Up to two photos of a complaint, each opening full size, under their `<h3>` heading when one is given. */
export function ComplaintPhotos(props: {
  urls: Array<string | null | undefined>;
  alt: (n: number) => string;
  heading?: string;
  headingClassName?: string;
}) {
  const { alt } = props;
  const list = props.urls.filter((u): u is string => !!u);
  if (list.length === 0) return null;
  const photos = (
    <ul className="list-unstyled d-flex flex-wrap gap-2 complaint-photos mb-0">
      {list.map((url, i) => (
        <li key={url}>
          <a href={url}>
            <img src={url} alt={alt(i + 1)} width={160} height={120} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
  if (props.heading === undefined) return photos;
  return (
    <>
      <h3 className={props.headingClassName}>{props.heading}</h3>
      {photos}
    </>
  );
}
