import type { FileInfo } from '@nagar/contract';

/**
 * A stored image: WebP in the sizes the server made (thumbnail, 800 px, full) so a phone takes a small one,
 * the JPEG as fallback, width and height set so nothing shifts while it loads, lazy unless it is the first
 * thing on screen. `thumb` uses the small variant only (lists, cards). `sizes`: the rendered width.
 */
export function Picture(props: { info: FileInfo; alt: string; thumb?: boolean; eager?: boolean; className?: string; sizes?: string }) {
  const { info, thumb } = props;
  const src = thumb ? (info.thumb ?? info.url) : info.url;
  const width = thumb ? (info.thumbWidth ?? info.width) : info.width;
  const height = thumb ? (info.thumbHeight ?? info.height) : info.height;
  const img = (
    <img
      src={src}
      alt={props.alt}
      width={width}
      height={height}
      loading={props.eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={props.eager ? 'high' : undefined}
      className={props.className}
    />
  );
  if (thumb || !info.webp) return img;
  const candidates = [
    info.thumb && info.thumbWidth ? `${info.thumb} ${info.thumbWidth}w` : null,
    info.medium && info.mediumWidth ? `${info.medium} ${info.mediumWidth}w` : null,
    info.width ? `${info.webp} ${info.width}w` : info.webp,
  ].filter(Boolean);
  return (
    <picture>
      <source srcSet={candidates.join(', ')} sizes={props.sizes ?? '100vw'} type="image/webp" />
      {img}
    </picture>
  );
}
