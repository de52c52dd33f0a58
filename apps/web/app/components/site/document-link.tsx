import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { safeFileName, type FileInfo } from '@nagar/contract';
import { Text, type ItemText } from '../../lib/item-text.tsx';

/**
 * A stored file's address under the name it should download as: on a page showing a Hindi title, the Hindi
 * name (/files/<id>/<Hindi title>.pdf; the server names the download after a clean name in the URL), else the
 * stored name, which comes from the English title.
 */
export function localFileUrl(info: FileInfo, name: ItemText, pageLang: 'en' | 'hi'): string {
  if ((name.lang ?? pageLang) !== 'hi' || !name.text) return info.url;
  const slash = info.url.lastIndexOf('/');
  const ext = info.url.slice(info.url.lastIndexOf('.') + 1);
  return `${info.url.slice(0, slash + 1)}${encodeURIComponent(safeFileName(name.text, ext))}`;
}

/**
 * A document's download link: its label ('Download Document'), the record's title in the page's language
 * (for screen readers only, unless `nameShown`), and the file named in that language.
 */
export function DocumentLink(props: { info: FileInfo; name: ItemText; label: string; nameShown?: boolean; children?: ReactNode }) {
  const { i18n } = useTranslation();
  const { info, name, label } = props;
  const title = name.text ? (
    <>
      : <Text value={name} />
    </>
  ) : null;
  return (
    <a href={localFileUrl(info, name, i18n.language === 'hi' ? 'hi' : 'en')} download>
      {label}
      {props.nameShown ? title : title && <span className="visually-hidden">{title}</span>}
      {props.children}
    </a>
  );
}
