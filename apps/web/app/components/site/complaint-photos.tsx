/** Up to two photos of a complaint, each opening full size. */
export function ComplaintPhotos({ urls, alt }: { urls: Array<string | null | undefined>; alt: (n: number) => string }) {
  const list = urls.filter((u): u is string => !!u);
  if (list.length === 0) return null;
  return (
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
}
